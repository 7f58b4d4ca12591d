import type { CountedProduct, ItemMention, Reading } from '../reading.js';
import { findFlavors, flavorOf, flavorProducts, namesFoodNotDrink, type MenuIndex } from '../menu-index.js';
import { fold, tokenize } from '../text.js';
import { orWords } from './phrases.js';
import { contentWords, readItems } from './read-items.js';

// What an English question is about ("do you have chocolate cake?", "how much is a latte?"): the
// products it names, a kind of product, or something we do not sell, so the answer is about that
// and nothing else.

/** After "do you have", words that are about the bakery rather than a product. */
export const NOT_PRODUCTS = new Set([
  'delivery', 'deliver', 'whats', 'suggest', 'recommend', 'safe', 'again', 'separate', 'second', 'another', 'extra', 'home', 'work', 'biggest', 'largest', 'smallest', 'bigger', 'size', 'sizes', 'usually', 'people', 'total', 'altogether', 'together', 'all', 'no', 'yes', 'both', 'pickup', 'pick', 'up', 'parking', 'wifi', 'seating', 'seats', 'tables', 'table', 'time', 'hours', 'help', 'info', 'information',
  'person', 'human', 'someone', 'anything', 'something', 'everything', 'stuff', 'left', 'available', 'today', 'tomorrow', 'now', 'open', 'order', 'ordering',
  'options', 'menu', 'it', 'discount', 'coupon', 'deal', 'allergy', 'allergies', 'allergic', 'nut', 'nuts', 'gluten', 'vegan', 'dairy', 'free', 'sugar', 'celiac', 'coeliac', 'celiacs', 'intolerant', 'intolerance',
  // "anything without nuts? my son has a nut allergy": what a cake is made without, not a product.
  'without', 'has', 'contain', 'contains', 'containing', 'safe', 'which', 'instead',
  // "any specials this week?": there are none beyond the menu, which is what is answered.
  'specials', 'special', 'week', 'weekend', 'month',
  'drinks', 'drink', 'coffee', 'tea', 'latte', 'question', 'questions', 'minute', 'second', 'address', 'phone', 'number', 'location', 'store', 'bakery',
  'long', 'take', 'takes', 'fee', 'fees', 'charge', 'far', 'soon', 'quick', 'fast', 'usually', 'normally', 'typically', 'generally', 'even',
  'price', 'prices', 'cost', 'much', 'sizes', 'size', 'flavors', 'flavours', 'kinds', 'types', 'selection', 'to', 'go', 'here', 'there', 'in', 'stock',
  'oh', 'ah', 'hey', 'well', 'so', 'wait', 'lovely', 'wonderful', 'brilliant', 'fantastic', 'splendid', 'marvellous', 'marvelous', 'excellent', 'delightful', "that's", 'thats', 'tho', 'though', 'btw', 'lol', 'anyway', 'anyways', 'again', 'exactly', 'roughly', 'approx', 'approximately', 'ready', 'when', 'its', "it's", 'call', 'arrive', 'there', 'ahead', 'then', 'thanks', 'thank', 'sure', 'yeah', 'yep', 'great', 'cool', 'perfect', 'alright', 'them', 'those', 'these', 'that', 'ones', 'each', 'both', 'one', 'hmm', 'um',
  // "yes please place the order", "go ahead and submit it": confirming, not naming a product.
  'place', 'submit', 'confirm', 'proceed', 'finalize', 'finalise', 'ahead', 'book', 'send', 'through', 'cancel', 'actually', 'change', 'add', 'note', 'noted', 'down', 'mind',
  // "ok understood, please flag it for the staff": passing on what was said, not naming a product.
  'staff', 'flag', 'understood', 'fine', 'check', 'let', 'know', 'kitchen', 'team', 'aware', 'tell', 'pass', 'along', 'ok', 'okay', 'bakers', 'baker', 'look', 'sure', 'make',
  // "yes pls ty": thanks, however short.
  'ty', 'tysm', 'tyvm', 'thx', 'thnx', 'thanx', 'thanks', 'thank', 'you', 'u', 'pls', 'plz', 'please', 'cheers',
]);

/** What a question is about: the products it names, a kind of product, or a word we do not sell. */
export function aboutOf(items: ItemMention[], orderText: string, index: MenuIndex): Reading['about'] {
  const about = withUnknownWords(aboutOfSaid(items, orderText, index));
  // "can u make a dairy free custom cake?": without the diet it is a product we make; the diet is
  // answered with what is known of the allergens, never as a product we lack.
  const made = about.unknownThing && !about.alsoUnknown?.length ? readItems(about.unknownThing, index).items : [];
  const skus = made.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));
  if (skus.length === 0 || made.some((item) => item.kind === 'unknown')) return about;
  return { skus, category: about.category, unknown: null };
}

/** Of the things we do not sell, the words an answer says: all of them together, and the first without a diet said with it. */
// "do those have eggs in them?": an allergen asked about is in a cake or not; it is never a product we lack.
const ONLY_ALLERGENS = /^(?:(?:any|some|the|tree|nuts?|peanuts?|walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|macadamias?|tree ?nuts?|gluten|wheat|dairy|milk|lactose|eggs?|soy|sesame|fish|shellfish|allergens?)(?:\s*(?:,|or|and|\/)\s*|\s+|$))+$/;

function withUnknownWords(said: Reading['about']): Reading['about'] {
  const named = [said.unknown, ...(said.alsoUnknown ?? [])].filter((words): words is string => words !== null);
  const unknown = named.filter((words) => !ONLY_ALLERGENS.test(words));
  const about = unknown.length === named.length ? said : { ...said, unknown: unknown[0] ?? null, alsoUnknown: unknown.slice(1) };
  if (!about.unknown) return about;
  const others = about.alsoUnknown ?? [];
  const allUnknown = orWords([about.unknown, ...others]);
  // "gluten free bread" is bread; "gluten free cake" names no missing product at all.
  const thing = about.unknown.replace(/\b(?:[a-z]+[- ]?free|vegan|keto|organic|halal|kosher|diabetic)\b/g, ' ').replace(/\s+/g, ' ').trim();
  const unknownThing = thing && !/^(cakes?|slices?|pieces?|options?|anything|something|stuff)$/.test(thing) ? thing : null;
  return { ...about, allUnknown, unknownThing };
}

function aboutOfSaid(items: ItemMention[], orderText: string, index: MenuIndex): Reading['about'] {
  // "do you have chocolate cake?" asks about the flavour, cake and slice; "a slice of the lemon" only the slice.
  const slices = /\b(slices?|pieces?|by the slice)\b/.test(orderText);
  const whole = /\b(whole|entire|full)\b/.test(orderText);
  // "is the lemon cake only whole or can I get a slice?" asks about both.
  const slicesOnly = slices && !whole;
  const wholeOnly = whole && !slices;
  // "a whole lemon chiffon cake and 4 vanilla bean slices": each product in the form said.
  const products = items.filter((item) => item.kind === 'product');
  const eachInItsForm = slices && whole && products.length > 1;
  const forms = (sku: string): string[] => {
    if (slicesOnly || wholeOnly || eachInItsForm) return [sku];
    const flavor = flavorOf(sku, index);
    return flavor ? flavorProducts(flavor).filter((p) => p.available || p.id === sku).map((p) => p.id) : [sku];
  };
  const skus = items.flatMap((item) => (item.kind === 'product' ? forms(item.sku) : item.kind === 'choose' ? item.skus : []));
  // "how much is a latte?": a drink's price is a fact of the menu, though it is never ordered.
  const said = tokenize(orderText);
  const drinks = findFlavors(said, index).flatMap((mention) => (mention.flavor.beverage && !namesFoodNotDrink(said, mention.start) ? [mention.flavor.beverage.id] : []));
  skus.push(...drinks);
  // "how many slices in a whole cake?" is about the cake.
  const slicesOfACake = /\bslices?\b.{0,20}\b(in|per|from|out of|does|do|of)\b.{0,12}\b(a|the|one|your|each)\s+(whole\s+)?cakes?\b/.test(orderText);
  // "how far ahead for a whole cake? and a custom one?": both kinds are answered.
  if (skus.every((sku) => index.productsById.get(sku)?.category === 'custom-cake') && /\bwhole\b/.test(orderText) && /\bcustom\b/.test(orderText)) {
    const kinds = index.catalog.products.filter((p) => p.available && (p.category === 'whole-cake' || p.category === 'custom-cake'));
    return { skus: kinds.map((p) => p.id), category: null, unknown: null };
  }
  const category = slicesOfACake ? 'whole-cake' : (items.find((item) => item.kind === 'category')?.category ?? categoryWord(orderText));
  const unknownItem = items.find((item) => item.kind === 'unknown');
  let unknown = unknownItem?.kind === 'unknown' ? unknownItem.phrase : null;
  // "do you make german chocolate cake?": ours is chocolate fudge. Not "yes, we have it", but one
  // question naming the cakes closest to it.
  const asked = unknown ? null : ASKED_CAKE.exec(orderText)?.[1]?.trim();
  // Only a cake's name ("german chocolate"), not a phrase ("one as a custom cake").
  const plainName = asked && !/\b(as|for|of|to|with|in|on|me|us|it|one|ones|that|this|like|some|any|another|more)\b/.test(asked);
  const named = asked && plainName ? `${asked} cake` : null;
  if (named && skus.length > 0 && namesMoreThan(named, skus, index)) return { skus: [], category, unknown: named };
  if (!unknown && skus.length === 0 && category === null) {
    const asked = /\b(?:have|sell|make|carry|bake|got|offer|cost|price of|much (?:is|are|for)(?: an?| the)?)\s+(.+)$/.exec(orderText)?.[1] ?? '';
    const words = contentWords(asked).filter((word) => !NOT_PRODUCTS.has(word));
    if (words.length > 0 && words.length <= 4) unknown = words.join(' ');
  }
  // "how much would 10 red velvet slices be?", "2 chocolate cakes and 3 carrot cakes": the price of that many.
  // "how much for 2 lemon slices and a carrot cake?": with several products, one said without a count is one.
  const sizeOf = (item: Extract<ItemMention, { kind: 'product' }>) => item.size ?? (item.sizeWanted && index.productsById.get(item.sku)?.sizes.includes(item.sizeWanted) ? item.sizeWanted : null);
  const counted: CountedProduct[] = items.flatMap((item) => {
    if (item.kind !== 'product' || (item.qty === null && products.length <= 1)) return [];
    const size = sizeOf(item);
    return [{ sku: item.sku, qty: item.qty ?? 1, ...(size ? { size } : {}) }];
  });
  // "a whole vanilla cake or 8 slices?": the slices counted are the one flavour's.
  const flavours = [...new Map(skus.flatMap((sku) => { const flavor = flavorOf(sku, index); return flavor ? [[flavor.label, flavor] as const] : []; })).values()];
  const slicesSaid = Number(/\b(\d{1,3}) (?:[a-z]+ ){0,2}?slices?\b/.exec(orderText)?.[1] ?? 0);
  const slice = flavours.length === 1 ? flavorProducts(flavours[0] as NonNullable<(typeof flavours)[0]>).find((p) => p.category === 'slice') : undefined;
  if (slice && slicesSaid > 1 && !counted.some((line) => line.sku === slice.id && line.qty > 1)) {
    counted.splice(0, counted.length, ...counted.filter((line) => line.sku !== slice.id), { sku: slice.id, qty: slicesSaid });
    if (!skus.includes(slice.id)) skus.push(slice.id);
  }
  const sums = counted.length > 1 || (counted[0]?.qty ?? 0) > 1;
  const alsoUnknown = unknown ? otherUnknowns(items, unknown) : [];
  return { skus: [...new Set(skus)], category, unknown, counted: sums ? counted : [], ...(alsoUnknown.length > 0 ? { alsoUnknown } : {}) };
}

/** "cupcakes, cookies or brownies?": the other things asked about that we do not sell, each once ("pies" and "pumpkin pie" are one). */
function otherUnknowns(items: ItemMention[], first: string): string[] {
  const phrases = [...new Set(items.flatMap((item) => (item.kind === 'unknown' ? [item.phrase] : [])))];
  const head = (phrase: string) => (phrase.split(' ').pop() ?? phrase).replace(/s$/, '');
  const kept = phrases.filter((phrase) => !phrases.some((other) => other !== phrase && other.length > phrase.length && head(other) === head(phrase)));
  const named = kept.find((phrase) => head(phrase) === head(first)) ?? first;
  return kept.filter((phrase) => phrase !== named && phrase !== first);
}

/** The cake a question asks for by name: "do you make (a) german chocolate cake". */
const ASKED_CAKE = /\b(?:have|make|sell|carry|bake|do|offer|got)\s+(?:a |an |the |any |some )?([\p{L}' ]{2,40}?)\s+cakes?\b/u;

/** The words in front of "cake" say more than the products found ("german chocolate" vs chocolate). */
function namesMoreThan(phrase: string, skus: string[], index: MenuIndex): boolean {
  const known = new Set(
    skus.flatMap((sku) => {
      const product = index.productsById.get(sku);
      return product ? tokenize(fold([product.name, ...(product.aliases ?? [])].join(' '))) : [];
    }),
  );
  return contentWords(phrase).some((word) => word !== 'cake' && word !== 'cakes' && !known.has(word));
}

function categoryWord(text: string): Reading['about']['category'] {
  if (/\bslices?\b|\bby the slice\b|\bpieces?\b/.test(text)) return 'slice';
  if (/\bcustom\b/.test(text)) return 'custom-cake';
  if (/\b(whole )?cakes?\b/.test(text)) return 'whole-cake';
  return null;
}
