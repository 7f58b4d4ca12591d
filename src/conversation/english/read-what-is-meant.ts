import type { Intent, ItemMention, ReaderContext, Reading } from '../reading.js';
import { flavorOf } from '../menu-index.js';
import { MENU_ASKED } from './intents.js';

// What a message means, settled once it is read: a word that points back ("how many does it
// feed?" after one cake was answered, "the cheaper one" after two were compared, "a whole one"
// picking an option offered) and questions that only look like orders ("can you make a cake
// shaped like a dog?", "do all ur slices come in large?", "did my slices go thru?").

const SHAPE_ASKED = /\b(shaped like|in the shape of|shape of an?|cake shaped|[a-z]+[- ]shaped)\b/;

const nothingAbout = (reading: Reading) => reading.about.skus.length === 0 && reading.about.category === null && reading.about.unknown === null;

/** Settles `reading` and its `intents` in place; `wentThrough`: the message asks whether an order placed went through. */
export function readWhatIsMeant(folded: string, ctx: ReaderContext, reading: Reading, intents: Set<Intent>, wentThrough: boolean): void {
  // "whats ur cheapest whole cake" then "how many people does it feed": "it" is the cake just answered.
  const askedAbout = ['describe_question', 'servings_question'].some((intent) => intents.has(intent as Intent));
  if (askedAbout && ctx.offer?.skus.length === 1 && nothingAbout(reading) && reading.items.length === 0 && /\b(it|that|that one|those|them|they|this one|these)\b/.test(folded)) {
    reading.about = { ...reading.about, skus: [...ctx.offer.skus] };
  }
  // "do you have a whole fudge cake for tonight?" then "ok, just four slices of it": that flavour's slices.
  const flavours = new Set((ctx.offer?.skus ?? []).map((sku) => flavorOf(sku, ctx.index)));
  const [flavour] = flavours;
  if (flavours.size === 1 && flavour && /\b(slices?|pieces?) of (it|that|that one|the cake|that cake|this one)\b/.test(folded)) {
    reading.items = reading.items.map((item) => (item.kind === 'category' && item.category === 'slice' && flavour.slice ? { kind: 'product', sku: flavour.slice.id, qty: item.qty, size: null, sizeWanted: item.sizeWanted } : item));
  }
  // "red velvet sounds good. a whole one for sat": the flavour and its form said apart, one product.
  const choice = reading.items.find((item): item is Extract<ItemMention, { kind: 'choose' }> => item.kind === 'choose');
  const kind = reading.items.find((item): item is Extract<ItemMention, { kind: 'category' }> => item.kind === 'category');
  if (choice && kind && reading.items.length === 2 && (choice.qty === null || kind.qty === null)) {
    const [picked, ...others] = choice.skus.filter((sku) => ctx.index.productsById.get(sku)?.category === kind.category);
    if (picked && others.length === 0) reading.items = [{ kind: 'product', sku: picked, qty: choice.qty ?? kind.qty, size: null, sizeWanted: kind.sizeWanted ?? choice.sizeWanted }];
  }
  // "ok the cheaper one then", "the bigger one": one of the products just compared.
  const pick = /\bthe (cheaper|cheapest|less expensive|more expensive|pricier|bigger|biggest|larger|largest|smaller|smallest) (one|cake|option)\b/.exec(folded)?.[1];
  if (pick && ctx.offer && reading.items.every((item) => item.kind === 'category')) {
    reading.items = [];
    reading.pickBy = /cheap|less/.test(pick) ? 'cheaper' : /more|pricier/.test(pick) ? 'pricier' : /big|larg/.test(pick) ? 'bigger' : 'smaller';
    intents.delete('haggle');
    reading.size = null;
  }
  // "did my 3 carrot slices go thru?": the products of the order placed, asked about, not ordered again.
  if (ctx.draftSkus.length === 0 && wentThrough) reading.items = [];
  // "can you make a cake shaped like a dog?": a shape is a custom cake's design, agreed in its consultation.
  const shapeAsked = SHAPE_ASKED.test(folded) && (intents.has('question') || /\b(can|could) (you|u|y'?all)\b/.test(folded)) && !reading.items.some((item) => item.kind === 'product' && item.qty !== null);
  const custom = shapeAsked ? [...ctx.index.productsById.values()].find((product) => product.category === 'custom-cake') : undefined;
  if (custom) {
    reading.about = { skus: [custom.id], category: null, unknown: null };
    reading.items = [];
    intents.add('describe_question');
  }
  // "do all ur slices come in large?": the menu's sizes asked, nothing ordered in them.
  if (intents.has('question') && MENU_ASKED.test(folded)) {
    reading.items = [];
    reading.size = null;
  }
  // "how many people does an 8 inch cake feed?": the menu's cakes of that size, no cake we lack.
  const sizedCake = reading.inchesAsked !== null && /^\d{1,2}in cakes?$/.test(reading.about.unknown ?? '');
  if (sizedCake && ctx.index.catalog.products.some((product) => product.category === 'whole-cake' && product.sizes.includes(`${reading.inchesAsked}-inch` as never))) {
    reading.about = { skus: [], category: 'whole-cake', unknown: null };
    reading.items = reading.items.filter((item) => item.kind !== 'unknown');
    if (/\b(?:feeds?|serves?|servings?|how many (?:people|ppl|guests|kids|persons))\b/.test(folded)) intents.add('servings_question');
  }
  // "do any slices come in large?", "which slices come large": the ones that do, by name and price.
  const sizeAsked = /\b(?:any|which|what|do the|does any)\s+(?:of (?:the|your) )?(slices?|pieces?|cakes?)\s+(?:come|comes|available|are available)\s+(?:in\s+)?(?:a\s+)?(large|big|bigger)\b/.exec(folded);
  if (intents.has('question') && sizeAsked) {
    const kind = /^(?:slices?|pieces?)$/.test(sizeAsked[1] as string) ? 'slice' : 'whole-cake';
    const large = ctx.index.catalog.products.filter((product) => product.available && product.category === kind && product.sizes.includes('large'));
    if (large.length > 0) {
      intents.delete('menu');
      intents.add('have_question');
      reading.about = { skus: large.map((product) => product.id), category: null, unknown: null };
    }
  }
  // "okay, just the cake then, yes" at the read-back: the cake on the order, confirmed.
  const onOrder = new Set(ctx.draftSkus.map((sku) => ctx.index.productsById.get(sku)?.category));
  if (intents.has('yes') && ctx.awaiting === 'confirm' && reading.items.length > 0 && reading.items.every((item) => item.kind === 'category' && onOrder.has(item.category))) reading.items = [];
  // "can i get a whole one for saturday" picking the whole carrot cake offered: "a whole one" is that pick.
  if (reading.choice && reading.items.length > 0 && reading.items.every((item) => item.kind === 'category')) reading.items = [];
}
