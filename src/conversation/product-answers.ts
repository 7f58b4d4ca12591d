import { BAKERY_ZONE, bakeryDay } from '../orders/business-time.js';
import { type CountedProduct, dayOf } from './reading.js';
import type { Act } from './acts.js';
import { defaultSize, unitPriceCents } from '../orders/pricing.js';
import { hasDraft } from './conversation-state.js';
import { inTimeFor } from './in-time-for.js';
import { earliestReady } from './next-step.js';
import { takeQuoted } from './slot-answers.js';
import { answered, has, namesProducts, type Outcome, type TurnWork } from './turn-work.js';

// A question about the products ("how much is a lemon slice?", "do you have carrot cake?",
// "how many does the chocolate cake feed?"), answered from the catalog.

export function answerProductQuestion(work: TurnWork): Outcome {
  const { skus, category, unknown, alsoUnknown = [] } = work.reading.about;
  const asked = has(work, 'describe_question') ? 'about' : has(work, 'price_question') ? 'price' : 'have';
  // "red velvet" → "which?" → "how much is each?": the options asked about, then the question again.
  // "ok 2 of those. and how much is a lemon slice?": what was quoted is taken before the next question is answered.
  if (has(work, 'take') && work.reading.items.length === 0 && work.reading.quantity !== null && work.state.offer?.kind === 'quoted') takeQuoted(work);
  const open = work.state.offer?.kind === 'choose' ? work.state.offer.skus : [];
  if (skus.length === 0 && !unknown && category === null && open.length > 0 && !has(work, 'menu')) {
    work.acts.push({ type: 'answer_products', skus: open, asked });
    return answered(work);
  }
  // "what cakes do you have?" is the menu.
  if (skus.length === 0 && !unknown && (category === 'whole-cake' || category === null) && has(work, 'menu')) {
    work.acts.push({ type: 'answer_menu', category: null });
    return answered(work);
  }
  if (skus.length > 0) {
    const counted = work.reading.about.counted ?? [];
    const tiers = work.reading.tiersAsked && skus.some((sku) => work.ctx.index.productsById.get(sku)?.category === 'custom-cake');
    // "do u do 12 inch custom cakes?": the sizes we make are said, never "yes, we have it".
    const inches = work.reading.inchesAsked;
    const unoffered = inches ? skus.filter((sku) => { const product = work.ctx.index.productsById.get(sku); return (product?.category === 'whole-cake' || product?.category === 'custom-cake') && !product.sizes.includes(`${inches}-inch` as never); }) : [];
    if (inches && unoffered.length > 0) work.acts.push({ type: 'inches_not_offered', skus: unoffered, inches });
    // "how much is a large slice of lemon?": the lemon slice's one size is said, with its price.
    const size = work.reading.size;
    const slicesNotLarge = size === 'large' ? skus.filter((sku) => { const product = work.ctx.index.productsById.get(sku); return product?.category === 'slice' && !product.sizes.includes(size); }) : [];
    for (const sku of slicesNotLarge) work.acts.push({ type: 'size_not_offered', sku, wanted: 'large', kept: null, asked: true });
    // "do you have chocolate cake today?": a whole cake made to notice is not had today; said so.
    const today = asked === 'have' && dayOf(work.reading.when, BAKERY_ZONE) === bakeryDay(work.ctx.now);
    work.acts.push({ type: 'answer_products', skus, asked: unoffered.length > 0 && asked === 'have' ? 'price' : asked, counted, compare: work.reading.comparing, ...(tiers ? { tiers } : {}), ...(today ? { today } : {}), ...(asked === 'have' && work.reading.stockAsked ? { stock: true } : {}) });
    // "do u have strawberry shortcake?" when it is not available: what there is of its kind instead.
    const products = skus.map((sku) => work.ctx.index.productsById.get(sku));
    const kind = products[0]?.category;
    if (products.every((product) => product && !product.available) && (kind === 'whole-cake' || kind === 'slice') && !work.acts.some((act) => act.type === 'answer_menu')) work.acts.push({ type: 'answer_menu', category: kind });
    // "if I order now, what's the earliest day I could get it?": the day, not only the notice.
    const earliest = work.reading.earliestAsked ? skus.flatMap((sku) => { const at = earliestReady(sku, work.ctx); return at ? [{ sku, at }] : []; }) : [];
    if (earliest.length > 0) work.acts.push({ type: 'answer_earliest', items: earliest });
    // "do you have carrot cake tomorrow at 9?": a whole cake that cannot be ready by then is said to be too late, with its earliest.
    else if (asked === 'have' && !today && work.reading.when) {
      // "is the carrot cake available tomorrow?" too late for tomorrow: no "Yes, we have it" before the no.
      const answer = work.acts[work.acts.length - 1];
      if (tooLateForWholeCakes(work, skus) && answer?.type === 'answer_products') answer.asked = 'price';
    }
    // "is the lemon cake available?" is answered for the cake and its slice, but "I'll take
    // one" then means the cake the question named.
    const ofKind = category ? skus.filter((sku) => work.ctx.index.productsById.get(sku)?.category === category) : [];
    const when = work.reading.when;
    const day = when?.kind === 'date' ? when.date.toISODate() : when?.kind === 'datetime' ? when.at.toISODate() : null;
    const at = when?.kind === 'datetime' ? when.at.toISO() : null;
    const question = asked === 'about' ? 'describe_question' : asked === 'price' ? 'price_question' : 'have_question';
    // "10 slices" → "which?" → "which are best?", "how much is the slice?": the options described
    // or priced, and which is asked again.
    const choosing = work.state.offer?.kind === 'choose' ? work.state.offer : null;
    if (choosing && (asked === 'about' || asked === 'price') && !unknown && skus.every((sku) => choosing.skus.includes(sku))) return answered(work);
    // "I want a cake" → "what's your cheapest one?" → "ok that one": the cake, not its slice too.
    const ofOffered = choosing?.reason === 'category' ? skus.filter((sku) => choosing.skus.includes(sku)) : [];
    work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: ofOffered.length > 0 ? ofOffered : skus, qty: counted.length === 1 ? (counted[0] as CountedProduct).qty : null, size: work.reading.size, named: ofKind, day, at, asked: question, counted };
    // "how much is a red velvet slice, and do u have pies?": what we do not sell is said too.
    if (unknown) work.acts.push({ type: 'not_on_menu', phrase: unknown, others: alsoUnknown });
    const orderable = skus.filter((sku) => work.ctx.index.productsById.get(sku)?.category !== 'beverage');
    // "do you have strawberry shortcake?" (not available): the cakes there are end with their own question.
    const menuAsks = work.acts.some((act) => act.type === 'answer_menu');
    if (!hasDraft(work.state) && work.reading.items.length === 0 && orderable.length > 0 && !menuAsks) work.acts.push({ type: 'invite_order', skus: orderable });
    return answered(work);
  }
  if (unknown) {
    // "2 lemon slices at 3, also do you have cookies?": said plainly, and the order goes on.
    if (namesProducts(work.reading) || hasDraft(work.state)) {
      work.acts.push({ type: 'not_on_menu', phrase: unknown, others: alsoUnknown });
      return answered(work);
    }
    // "do you have tiramisu?": one question naming the real products closest to it ("tiramisu or
    // cheesecake?": all of them said at once).
    work.reading.items = [{ kind: 'unknown', phrase: work.reading.about.allUnknown ?? unknown, suggestions: [], ...(work.reading.about.themeCake ? { themeCake: true as const } : {}) }, ...work.reading.items];
    return 'continue';
  }
  const quoted = work.state.offer?.kind === 'quoted' ? work.state.offer.skus : [];
  // "whats the difference between the lemon and the vanilla" then "which is cheaper": those compared.
  if (work.reading.comparing && quoted.length >= 2) {
    work.acts.push({ type: 'answer_products', skus: quoted, asked: 'price', counted: [], compare: true });
    return answered(work);
  }
  // "how much is a chocolate slice?" then "what about large?": the one just quoted, in that size.
  const size = work.reading.size;
  const quotedInSize = size && !category ? quoted.filter((sku) => work.ctx.index.productsById.get(sku)?.sizes.includes(size)) : [];
  if (quotedInSize.length > 0) {
    work.acts.push({ type: 'answer_products', skus: quotedInSize, asked });
    return answered(work);
  }
  const quotedOfKind = category ? quoted.filter((sku) => work.ctx.index.productsById.get(sku)?.category === category) : [];
  if (quotedOfKind.length > 0) {
    // "how much is the whole one?" just after the red velvet: the red velvet cake.
    work.acts.push({ type: 'answer_products', skus: quotedOfKind, asked });
    work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: quotedOfKind, qty: null, size: work.reading.size };
    return answered(work);
  }
  if (category) {
    const products = work.ctx.catalog.products.filter((p) => p.available && p.category === category).map((p) => p.id);
    // "how many people does a whole cake feed?": each one's own description says.
    work.acts.push(asked === 'about' ? { type: 'answer_products', skus: products, asked } : { type: 'answer_menu', category });
    work.state.offer = { kind: 'quoted', reason: 'quoted', phrase: null, skus: products, qty: null, size: null };
    return answered(work);
  }
  // "how much is a carrot cake?" then "how many does it serve?": "it" is the cake just quoted.
  const draftSkus = work.state.draft.items.map((item) => item.sku);
  if (work.reading.pointsBack && quoted.length > 0 && draftSkus.length === 0) {
    work.acts.push({ type: 'answer_products', skus: quoted, asked });
    return answered(work);
  }
  // "how much is it?" about the order being made, or about everything. "what's the total for all
  // that?": the order's lines priced, and the sum.
  const running = work.reading.totalAsked ? runningTotal(work) : null;
  if (running) work.acts.push(running);
  // "do you do candles?" in the middle of an order names nothing we sell: not "yes, we have it" of the cake ordered.
  else if (draftSkus.length > 0 && asked === 'have' && !work.reading.pointsBack) work.acts.push({ type: 'cannot_help' });
  else if (draftSkus.length > 0) work.acts.push({ type: 'answer_products', skus: [...new Set(draftSkus)], asked });
  // "do you have hot chocolate?": the drink is answered (cafe only); no menu of cakes for it.
  else if (!work.screen.mentionsDrink) work.acts.push({ type: 'answer_menu', category: null });
  return answered(work);
}

function runningTotal(work: TurnWork): Extract<Act, { type: 'running_total' }> | null {
  const lines = work.state.draft.items.flatMap((item) => {
    const product = work.ctx.index.productsById.get(item.sku);
    const unit = product ? unitPriceCents(product, item.size ?? defaultSize(product)) : null;
    return unit === null ? [] : [{ sku: item.sku, qty: item.qty, size: item.size, cents: unit * item.qty }];
  });
  return lines.length > 0 ? { type: 'running_total', lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) } : null;
}

/** Of the whole cakes asked about for a time, those too late for it, with the earliest each can be ready. */
function tooLateForWholeCakes(work: TurnWork, skus: string[]): boolean {
  let tooLate = false;
  for (const sku of skus) {
    if (work.ctx.index.productsById.get(sku)?.category !== 'whole-cake') continue;
    const at = earliestReady(sku, work.ctx);
    const inTime = at ? inTimeFor(work.reading.when, work.reading.partOfDay ?? null, at, work.ctx.now) : undefined;
    if (at && inTime && !inTime.fits) {
      work.acts.push({ type: 'answer_earliest', items: [{ sku, at }], inTime });
      tooLate = true;
    }
  }
  return tooLate;
}
