import type { Size } from '../../catalog/catalog-schema.js';
import { closestProducts, findFlavors, type Flavor, type FlavorMention, flavorProducts, type MenuIndex, namesFoodNotDrink, soundAlikeCakeWord } from '../menu-index.js';
import type { ItemMention, Removal } from '../reading.js';
import { isTypoOf, tokenize } from '../text.js';
import { readQuantity } from './quantities.js';
import { readSharedCount } from './read-shared-count.js';

// The products an English message asks for, takes off, or resizes. Segments of the message
// ("2 carrot slices and a lemon cake") are read one by one; a segment that has a quantity or a
// size but no flavour ("one large and one regular slice of fudge") borrows the flavour of the
// segment after it.

/** `unshared`: a count said for several flavours that does not share out evenly ("10 slices: chocolate, lemon and carrot"). */
export type ItemsReading = { items: ItemMention[]; removals: Removal[]; size: Size | null; unshared?: number | null };

const SLICE_WORDS = /\b(slices?|pieces?|slivers?|single servings?|by the slice|portions?)\b/;
const WHOLE_WORDS = /\b(whole|entire|full|inch|in|"|”|cakes?|8in|10in|round)\b/;
const REMOVE_WORDS = /\b(remove|drop|delete|scratch (?:the|those|these)|take off|take out|take (the|them|those|these|it|that)\b.*\b(off|out)|take (?:an?|one|two|three|\d{1,2}) (?:[a-z]+ ){1,3}?(?:off|out)\b(?! (?:of|for|to)\b)|no more|cancel(?! (?:my|the|this|that|it|order|everything|all)\b)|cancel the|don'?t want the|do not want the|minus|without the|get rid of|leave out|leave off|forget (about )?the|skip the|hold the|not the|never ?mind (?:on |about )?the|nvm (?:on |about )?the)\b|^(?:(?:actually|oh|wait|sorry|and|but|ok(?:ay)?|hmm+|um+|also|please|nvm|never ?mind|scratch that)[,!. ]+)*(no|not|without)\b(?!,?\s*(?:wait|sorry|problem|worries|thanks|make|switch|change|swap|do|let'?s|lets|go with|give me|gimme|i'?ll|i'?d|i want|we'?ll|instead|actually|that'?s|thats|it'?s|its|it should|should|wrong|i said|i meant|i mean|my bad)\b)(?! (\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (slices?|pieces?|cakes?|whole (ones|cakes?)|of (them|those))? ?(is|are|will be|would be|should be|will do)\b)/;
/** "... and the carrot", "... and red velvet slices": only a flavour, maybe with "the" and its form, after a line taken off. */
const ALSO_REMOVED = /^(?:the\s+)?[a-z]+(?:\s+[a-z]+){0,2}$/;
/** Words that say more than which line, so a segment after a removal is not one more line taken off. */
const ORDER_VERB = /\b(?:add|want|get|make|do|put|give|gimme|throw|sub|swap|replace|go|instead|plus|also|keep|need|take|whole|so|just|only|then|now|please|pls)\b/;

export const FOOD_WORDS =
  /\b(pies?|cupcakes?|cookies?|brownies?|muffins?|croissants?|cheesecakes?|tarts?|breads?|donuts?|doughnuts?|macarons?|macaroons?|scones?|pastry|pastries|tiramisu|eclairs?|cannoli|baklava|bagels?|danish|strudel|puddings?|mousse|tortes?|gateaux?|quiche|pretzels?|biscuits?|brioche|buns?|cinnamon rolls?|loaf|loaves|pavlova|trifle|fudge brownies?|cake pops?|sheet cakes?|cakesicles?|cheesecake)\b/;

// "a german chocolate cake", "white chocolate cake": cakes of another kind that share a word
// with one of ours. Said with "cake" or "slice", they are cakes we do not make, not our chocolate
// fudge or lemon chiffon (a custom cake's flavours are its design, and read there).
const OTHER_CAKES = /\b((?:chocolate |choc )?(?:lava|molten)(?: chocolate)?|flourless(?: chocolate)?|(?:double|triple) chocolate|death by chocolate|black forest|devil'?s food|dulce de leche|ricotta|olive oil|victoria sponge|german chocolate|white chocolate|chocolate chip|mint chocolate|chocolate mint|chocolate peanut butter|peanut butter|salted caramel|caramel|coconut|banana|pumpkin|funfetti|confetti|marble|tres leches|angel food|pound|hummingbird|italian cream|boston cream|pineapple upside down|cookies (?:and|n|&) cream|oreo|matcha|pistachio|almond|hazelnut|mocha|key lime|orange|raspberry|blueberry|cherry|apple|spice|gingerbread|rum|fruit|lemon meringue|lemon drizzle|lemon poppy ?seed|lemon blueberry|ice cream|coffee|tea|espresso|latte|cappuccino|chai(?: spice)?|earl grey|(?:coffee|espresso|mocha|latte|chai|cappuccino) (?!and\b|or\b|with\b|a\b|an\b|the\b)[a-z]+)\s+(?:cakes?|slices?)\b/;

/** Words just before a flavour that say it is not wanted. */
/** "we don't really like red velvet", "not a fan of carrot": a flavour spoken against is not ordered. */
const DISLIKED = /\b(don'?t|do not|dont|doesn'?t|does not|won'?t|will not|wouldn'?t|never|hate|hates|can'?t stand|not a fan of|not big on|allergic to)( really| even| much| actually| usually| ever)?( like| love| want| eat| touch| care for| enjoy)?( the| any)?$/;
const NEGATED = /\b(no|not|without|except|avoid|avoiding|skip|but not)( (the|any|a))?$/;

/** Words around a product name that say nothing about which product. */
const FILLER = new Set([
  'a', 'an', 'the', 'some', 'of', 'get', 'can', 'could', 'i', 'want', 'wanna', 'like', "i'd", 'id', 'please', 'pls', 'order', 'dozen', 'couple', 'half', 'instead', 'which',
  'pair', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve', 'for', 'my', 'our', 'your', 'birthday', 'bday', 'party',
  'surprise', 'farewell', 'goodbye', 'welcome', 'congrats', 'congratulations',
  'nice', 'small', 'big', 'large', 'regular', 'special', 'celebration', 'kids', 'kid', "kid's", 'whole', 'entire', 'full', 'inch', 'in', 'need', 'would',
  'have', 'do', 'you', 'got', 'any', 'sell', 'make', 'is', 'are', 'there', 'buy', 'to', 'me', 'just', 'only', 'other', 'others', 'else', 'also', 'and', 'another', 'more', 'x', 'ok', 'okay',
  'yes', 'hi', 'hello', 'hey', 'today', 'tomorrow', 'round', 'single', 'piece', 'pieces', 'slice', 'slices', 'cake', 'cakes', 'how', 'much', 'what', 'with',
  'daughter', "daughter's", 'son', "son's", 'mom', "mom's", 'dad', "dad's", 'wife', "wife's", 'husband', "husband's", 'friend', "friend's", 'anniversary',
  'graduation', 'retirement', 'baby', 'shower', 'office', 'work', 'really', 'good', 'best', 'favorite', 'favourite', 'yummy', 'delicious', 'fresh', 'homemade',
  "i'll", 'take', 'it', 'that', 'this', 'those', 'these', 'them', 'thanks', 'thank', 'ur', 'u', 'we', 'us', 'he', 'she', 'they', 'am', 'be', 'will', 'go',
  'guys', 'ya', "y'all", 'yall', 'folks', 'does', 'bake', 'offer', 'carry', 'serve', 'sell', 'kind', 'kinds', 'type', 'types', 'sort', 'sorts', 'some',
  'wedding', 'party', 'christmas', 'holiday', 'thanksgiving', 'celebration', 'cute', 'pretty', 'simple', 'plain', 'decorated', 'layer', 'layered',
  'rated', 'reviewed', 'popular', 'top', 'highest', 'recommended', 'selling', 'bestselling', 'most',
  // "the rest of the family wants cake anyway": who wants it, not which cake.
  'wants', 'wanted', 'needs', 'loves', 'likes', 'anyway', 'family', 'everyone', 'everybody', 'rest', 'team', 'guests', 'people', 'kids', 'still',
]);

// "10 in" is ten inches, but "10 in the morning" is a time.
const INCHES = '(-\\s*)?(inch(es)?|in\\b(?!\\s+the\\s+(morning|afternoon|evening|night))|"|”)';
const TEN_INCH = new RegExp(`\\b10\\s*${INCHES}|\\bten[ -]inch|\\b10in\\b`);
const EIGHT_INCH = new RegExp(`\\b8\\s*${INCHES}|\\beight[ -]inch|\\b8in\\b`);

// "an eight inch custom cake", said on a call: the size in words is a size, not a count.
const INCH_SIZE = new RegExp(`\\b(\\d{1,2}|six|eight|ten|twelve|fourteen|sixteen)[\\s-]*${INCHES}`, 'g');
/** "nov 29", "december 5th": a date's day, never a count. */
const MONTH_DAY = /\b(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\bmay\s+\d{1,2}(?:st|nd|rd|th)\b/g;

/** The one cake size (8 or 10 inch) a message names anywhere, or null when it names none or both. */
export function cakeSizeSaid(text: string): Size | null {
  const sizes = [TEN_INCH.test(text) ? '10-inch' : null, EIGHT_INCH.test(text) ? '8-inch' : null].filter((size): size is Size => size !== null);
  return sizes.length === 1 ? (sizes[0] as Size) : null;
}

function readSize(segment: string): Size | null {
  // "how much is 8 inch vs 10 inch?": both sizes said is no size chosen.
  if (TEN_INCH.test(segment) && EIGHT_INCH.test(segment)) return null;
  if (TEN_INCH.test(segment)) return '10-inch';
  if (EIGHT_INCH.test(segment)) return '8-inch';
  if (/\b(large|big|bigger|larger|extra large|xl|lg|lrg)\b/.test(segment)) return 'large';
  if (/\b(regular|normal|standard|small|smaller|reg)\b/.test(segment)) return 'regular';
  return null;
}

const isSliceWord = (segment: string, tokens: string[]) => SLICE_WORDS.test(segment) || tokens.some((token) => isTypoOf(token, 'slice') || isTypoOf(token, 'slices'));

type Form = 'slice' | 'whole' | null;

function formOf(said: string, saidTokens: string[], size: Size | null): Form {
  // "the full cake, not a slice": what is refused is not the form wanted.
  const segment = said.replace(/\bnot (a |the |by the )?(slices?|pieces?)\b/g, ' ').replace(/\bnot (a |the )?(whole|full|entire)( cake)?\b/g, ' ');
  const tokens = segment === said ? saidTokens : tokenize(segment);
  if (isSliceWord(segment, tokens)) return 'slice';
  if (WHOLE_WORDS.test(segment) || size === '8-inch' || size === '10-inch') return 'whole';
  return null;
}

/** A segment that named no flavour yet: it may borrow the next segment's. */
type Pending = { qty: number | null; size: Size | null; form: Form; generic: boolean; all?: boolean };

export function splitSegments(folded: string): string[] {
  return folded
    // "forget the cake just the slices": what stays is a segment of its own, not part of what goes.
    // "2 fudge slices 1 large fudge slice": a count and its own product after one, with no comma.
    // "8 slices of fudge or a whole fudge cake": each side its own count and form.
    .split(/,|;|\n|[.!?]\s+|\band\b|\bbut\b|(?<=\b(?:cakes?|slices?|pieces?|[a-z]{4,})\s)or\b(?=\s+(?:an?|one|two|three|\d{1,2}|the|just)\s)|&|\+|\bplus\b|\balso\b|\bwith\b(?=\s+(?:a|an|one|two|three|four|\d))|\bthen\b|(?<=\b(?:cakes?|slices?|pieces?|ones?)\s+)(?=(?:just|only)\s+(?:the|a|an)\b)|(?<=\b(?:cakes?|slices?|pieces?)\s+)(?=(?:\d{1,2}|an?|one|two|three|four|five|six)\s+(?:[a-z]+\s+){1,3}(?:slices?|cakes?|pieces?)\b)/)
    .map((segment) => segment.trim())
    .filter(Boolean);
}

// "3 cakes for saturday: chocolate, carrot and vanilla": a count and a kind, then the flavours.
const LIST_LEAD = /^(.*?\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen)\s+(slices|pieces|cakes)\b[^:]*?)\s*(?::|\s[-–—]\s)\s*(.+)$/;

// "a slice of each cake", "one of every flavour", "2 of each slice": every flavour we sell in that form.
const OF_EACH =
  /\b(?:(a|an|one|two|three|\d{1,2})\s+)?(?:(slices?|pieces?|whole cakes?|cakes?)\s+of|of)\s+(?:each|every|all(?: of)?(?: the| your)?)\s+(?:one of (?:the |your )?)?(cakes?|slices?|flavou?rs?|kinds?|types?|ones?)\b(?:\s+of\s+(?:the\s+)?(slices?|pieces?|cakes?))?/;

function readOfEach(folded: string, index: MenuIndex): ItemsReading | null {
  const match = OF_EACH.exec(folded);
  if (!match) return null;
  const [, qtyWord, lead = '', named = '', ofKind = ''] = match;
  // "one of each" must say slices or cakes: "of each flavour" alone does not. "one of every kind of slice" does.
  const kind = `${named} ${ofKind}`;
  const form: Form = /slice|piece/.test(lead) || /slice|piece/.test(kind) ? 'slice' : /cake/.test(lead) || /cake/.test(kind) ? 'whole' : null;
  if (form === null) return null;
  const qty = qtyWord ? (readQuantity(tokenize(qtyWord)) ?? 1) : 1;
  const size = readSize(folded);
  // "she likes chocolate and he likes carrot so one of each cake": each of the flavours named, not the menu's.
  const namedBeside = /\beach\b/.test(match[0]) ? new Set(findFlavors(tokenize(folded.replace(match[0], ' ')), index).map((mention) => mention.flavor)) : new Set();
  const flavors = namedBeside.size >= 2 ? index.flavors.filter((flavor) => namedBeside.has(flavor)) : index.flavors;
  const items: ItemMention[] = flavors.flatMap((flavor) => {
    const product = form === 'slice' ? flavor.slice : flavor.whole;
    return product?.available ? [{ kind: 'product' as const, sku: product.id, qty, size: size && product.sizes.includes(size) ? size : null, sizeWanted: size }] : [];
  });
  return items.length > 0 ? { items, removals: [], size } : null;
}

/** "2 slices of cheesecake": what we do not make, asked for by the slice, is offered our slices. */
const slicesSaid = (segment: string): 'slice' | null => (/\b(?:slices?|pieces?)\b/.test(segment) ? 'slice' : null);

/** The products mentions name: a product's own, every one of a choice between forms. */
export const mentionedSkus = (items: readonly ItemMention[]): string[] => items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus : []));

export function readItems(said: string, index: MenuIndex): ItemsReading {
  // "2 10 inch cakes": the size becomes one word ("10in"), so only counts are left as numbers.
  // "a 12 inch cake": a size, even one we do not make, is never a count.
  const INCH_WORDS: Record<string, string> = { six: '6', eight: '8', ten: '10', twelve: '12', fourteen: '14', sixteen: '16' };
  // "I was gonna do chocolate but somebody said lemon": the flavour given up is not ordered.
  const folded = said
    .replace(INCH_SIZE, (_, inches: string) => `${INCH_WORDS[inches] ?? inches}in`)
    .replace(MONTH_DAY, ' ')
    .replace(/\b(?:was|were|had been) (?:gonna|going to|planning to|thinking of|thinking about|about to)(?: do| get| order| go with| have)?(?: the| a)? [a-z' ]{2,25}? but\b/g, ' but')
    // "my mom said get the carrot but he hates anything with vegetables": another's idea, turned down.
    .replace(/\b(?:said|suggested|recommended|told me)(?: to)?(?: get| do| order| go with)?(?: the| a)? [a-z' ]{2,25}? but\b/g, ' but');
  const ofEach = readOfEach(folded, index);
  if (ofEach) return ofEach;
  if (!REMOVE_WORDS.test(folded)) {
    const shared = readSharedCount(folded, index, readItems);
    if (shared) return { items: shared.items, removals: [], size: null, unshared: shared.unshared };
  }
  const list = LIST_LEAD.exec(folded);
  if (list && findFlavors(tokenize(list[1] as string), index).length === 0) return readList(list[4] as string, list[2] as string, list[3] as string, index);
  const items: ItemMention[] = [];
  const removals: Removal[] = [];
  let size: Size | null = null;
  let pending: Pending[] = [];
  let carriedForm: Form = null;

  // "remove the lemon and the carrot": a line named right after one taken off is taken off too.
  let removing = false;
  for (const heard of splitSegments(folded)) {
    let segment = removing && ALSO_REMOVED.test(heard) && !ORDER_VERB.test(heard) ? `remove ${heard}` : heard;
    removing = false;
    let tokens = tokenize(segment);
    // "coffee cake", "tea cakes": a drink's name as a cake's, which we do not make (OTHER_CAKES).
    const heardFlavors = findFlavors(tokens, index).filter((mention) => !mention.flavor.beverage || !namesFoodNotDrink(tokens, mention.end));
    // "3. large latte": a drink's line (refused elsewhere) gives its size to nothing else.
    if (heardFlavors.length > 0 && heardFlavors.every((mention) => mention.flavor.beverage)) continue;
    let mentions = heardFlavors.filter((mention) => !mention.flavor.beverage);
    if (mentions.length === 0) {
      segment = withSoundAlikeCake(heard, index);
      if (segment !== heard) {
        tokens = tokenize(segment);
        mentions = findFlavors(tokens, index).filter((mention) => !mention.flavor.beverage);
      }
    }
    const segmentSize = readSize(segment);
    const other = /\bcustom\b/.test(segment) || REMOVE_WORDS.test(segment) ? null : OTHER_CAKES.exec(segment);
    if (other) {
      items.push({ kind: 'unknown', phrase: other[0], suggestions: closestProducts(other[0], index, 3, slicesSaid(segment)).map((p) => p.id), notMade: true, qty: slicesSaid(segment) ? readQuantity(tokenize(segment)) : null });
      continue;
    }
    // "chocolate chip cookies", "carrot cupcakes": something we do not make, whatever the flavour.
    // "a custom cake with macarons on top": how the cake is decorated, not macarons to order.
    const decorates = /\bcustom\b/.test(segment) && /\b(?:with|w\/|on top|on it|topped)\b/.test(segment);
    const food = decorates ? undefined : FOOD_WORDS.exec(segment)?.[0];
    if (food && !REMOVE_WORDS.test(segment) && !mentions.some((mention) => flavorProducts(mention.flavor).some((p) => p.name.toLowerCase().includes(food.replace(/s$/, ''))))) {
      // "cookies or brownies": each thing we do not make is answered, not only the first.
      const parts = segment.split(/\s+or\s+/).filter((part) => FOOD_WORDS.test(part));
      for (const part of parts.length > 1 ? parts : [segment]) {
        const unknown = unknownPhrase(part) ?? food;
        items.push({ kind: 'unknown', phrase: unknown, suggestions: closestProducts(unknown, index, 3, slicesSaid(segment)).map((p) => p.id), notMade: true, qty: slicesSaid(segment) ? readQuantity(tokenize(segment)) : null });
      }
      continue;
    }
    if (REMOVE_WORDS.test(segment)) {
      removing = mentions.length > 0;
      // "take off the carrot slices" keeps a carrot cake; "take the slices off" takes every slice.
      const only: Removal['only'] = isSliceWord(segment, tokens) ? 'slice' : WHOLE_WORDS.test(segment) ? 'whole' : null;
      // "remove one lemon slice", "take 2 of the carrot slices off": that many, not the line.
      // "remove a carrot slice" from two: one of them ("a" right before the flavour counts one).
      const before = tokens.slice(0, mentions[0]?.start ?? 0);
      const taken = mentions.length === 1 ? readQuantity(/^(?:a|an)$/.test(before[before.length - 1] ?? '') ? ['one'] : before.filter((token) => token !== 'a' && token !== 'an')) : null;
      if (mentions.length > 0) removals.push(...mentions.map((mention) => ({ ...removalOf(mention.flavor, only), qty: taken })));
      // "remove one slice": that many of the slices, not every slice.
      // "remove the slice" with two kinds of slice on the order: which one is asked (`one`).
      else if (only === 'slice') removals.push({ skus: index.catalog.products.filter((p) => p.category === 'slice').map((p) => p.id), only, ...slicesTaken(tokens), ...(/\b(?:the|that|this) slice\b/.test(segment) ? { one: true as const } : {}) });
      // "forget the cake": every cake on the order, not its slices.
      else if (/^(?:(?:ok(?:ay)?|and|but|actually|then|so|just|oh)[,\s]+)*(?:forget|drop|remove|cancel|scratch|skip|take off|get rid of|never ?mind|nvm|no)(?: about)? (?:the|that|those|this) (?:whole )?cakes?\b/.test(segment.trim())) removals.push({ skus: index.catalog.products.filter((p) => p.category === 'whole-cake' || p.category === 'custom-cake').map((p) => p.id), only: 'whole' });
      continue;
    }
    if (mentions.length === 0) {
      // "one vanilla cake for me and 2 more for my sisters": more of the product just named.
      const more = /^(?:and\s+|plus\s+)?(\w+)\s+more\b/.exec(segment.trim());
      const moreQty = more?.[1] ? readQuantity([more[1]]) : null;
      const previous = items[items.length - 1];
      if (moreQty !== null && previous?.kind === 'product') {
        previous.qty = (previous.qty ?? 1) + moreQty;
        continue;
      }
      // "two slices for pick up at 3": the number before the kind of product is how many.
      const kindAt = tokens.findIndex((token) => /^(slices?|pieces?|cakes?|whole|ones?)$/.test(token));
      const qty = readQuantity(kindAt >= 0 ? tokens.slice(0, kindAt + 1) : tokens);
      const form = formOf(segment, tokens, segmentSize);
      const unknown = unknownPhrase(segment);
      if (unknown) {
        items.push({ kind: 'unknown', phrase: unknown, suggestions: closestProducts(unknown, index, 3, slicesSaid(segment)).map((p) => p.id) });
        continue;
      }
      const generic = /\b(cakes?|slices?|pieces?|whole)\b/.test(segment) || isSliceWord(segment, tokens);
      if (generic || segmentSize) pending.push({ qty, size: segmentSize, form, generic, all: /\b(both|all|each)\b/.test(segment) });
      continue;
    }
    // "a tree nut allergy so no carrot cake": a flavour said not to be wanted is not ordered.
    mentions = mentions.filter((mention) => !NEGATED.test(tokens.slice(Math.max(0, mention.start - 2), mention.start).join(' ')) && !DISLIKED.test(tokens.slice(Math.max(0, mention.start - 5), mention.start).join(' ')));
    // "100 vanilla slices for a wedding brunch": the occasion of the products named, not a wedding cake.
    const customOnly = (mention: FlavorMention) => flavorProducts(mention.flavor).every((product) => product.category === 'custom-cake');
    const namedBesides = items.some((item) => item.kind === 'product' || item.kind === 'choose') || mentions.some((mention) => !customOnly(mention));
    if (namedBesides) mentions = mentions.filter((mention) => !(tokens.slice(mention.start, mention.end + 1).join(' ') === 'wedding' && flavorProducts(mention.flavor).some((product) => product.category === 'custom-cake') && /\bfor (?:a|an|my|our|the|his|her|their)$/.test(tokens.slice(Math.max(0, mention.start - 2), mention.start).join(' ')) && !/^cakes?$/.test(tokens[mention.end + 1] ?? '')));
    if (mentions.length === 0) continue;
    const ownQty = readQuantity(tokens.slice(0, mentions[0]?.start ?? 0));
    // "2 slices, chocolate": the flavour completes the segments before it.
    if (pending.length > 0 && mentions.length === 1 && ownQty === null) {
      const flavor = (mentions[0] as { flavor: Flavor }).flavor;
      for (const earlier of pending) items.push(resolve(flavor, earlier.qty, earlier.form ?? formOf(segment, tokens, segmentSize), earlier.size ?? segmentSize));
      pending = [];
      continue;
    }
    // "one large and one regular slice of fudge": each earlier segment gets this one's flavour and form.
    if (pending.length > 0 && mentions.length === 1) {
      const flavor = (mentions[0] as { flavor: Flavor }).flavor;
      const form = formOf(segment, tokens, segmentSize);
      for (const earlier of pending) {
        // "slices for the office: four chocolate, three carrot": a kind with no count is the form of what follows.
        if (earlier.qty === null && earlier.generic && !earlier.size) carriedForm = earlier.form ?? carriedForm;
        // "four chocolate, regular, three carrot": a size on its own is the size of the line before it.
        else if (earlier.qty === null && !earlier.generic && earlier.size && items[items.length - 1]?.kind === 'product') {
          const previous = items[items.length - 1] as Extract<ItemMention, { kind: 'product' }>;
          previous.sizeWanted ??= earlier.size;
        } else items.push(resolve(flavor, earlier.qty, earlier.form ?? form, earlier.size));
      }
      pending = [];
    }
    // "3 slices: 2 lemon 1 carrot": a form said before several flavours is theirs.
    const leadWords = tokens.slice(0, mentions[0]?.start ?? 0);
    const leadForm = mentions.length > 1 ? formOf(leadWords.join(' '), leadWords, null) : null;
    let from = 0;
    for (const mention of mentions) {
      const before = tokens.slice(from, mention.start);
      // "chocolate slice x3": a multiplier may also follow the product.
      // Only up to the next product: "vanilla cake, lemon cake, carrot slice x2" counts the slices.
      const next = mentions[mentions.indexOf(mention) + 1];
      const between = tokens.slice(mention.end + 1, next?.start ?? tokens.length);
      const found = between.findIndex((token) => /^x\d{1,3}$|^\d{1,3}x$/.test(token));
      // "... and two x2 carrot slices", "(2) shortcake slices (2) carrot slices": a multiplier after
      // a count, or right before the next product, goes with that product.
      const afterAt = found >= 0 && readQuantity(between.slice(0, found)) === null && !(next && found === between.length - 1) ? found : -1;
      const after = afterAt >= 0 ? between[afterAt] : undefined;
      // "carrot slices - 4", "red velvet slice (2)", "lemon slices qty 3": a count written after the product, ending its line.
      const last = mentions.indexOf(mention) === mentions.length - 1;
      const suffix = last ? /(?:\s[-–—]\s*|(?<=\p{L}):\s*|\(\s*|\b(?:qty|quantity)\s*:?\s*|\s×\s*)(\d{1,3})\s*\)?\s*$/u.exec(segment)?.[1] : undefined;
      const qty = readQuantity(before) ?? (after ? Number(after.replace('x', '')) : null) ?? (suffix ? Number(suffix) : null);
      // The multiplier taken here ("vanilla cake x2 lemon cake") is no count of the next product.
      from = mention.end + 1 + (afterAt >= 0 ? afterAt + 1 : 0);
      // With several flavours in one segment, each reads its form from its own words.
      const own = mentions.length > 1 ? tokens.slice(mention.start, (mentions[mentions.indexOf(mention) + 1]?.start ?? tokens.length)).join(' ') : segment;
      // "2 slices of fudge and 2 of red velvet": a number with no form of its own takes the form before it.
      // "4 choc reg": regular is a slice size (cakes come in inches); "small" may mean anything.
      const form = formOf(own, tokenize(own), readSize(own)) ?? leadForm ?? carriedForm ?? (qty !== null ? lastForm(items, index) : null) ?? (/\b(reg|regular)\b/.test(own) ? 'slice' : null);
      items.push(resolve(mention.flavor, qty, form, readSize(own)));
    }
  }
  // What never found a flavour: a kind of product ("two slices", "a cake"), or a size on its own,
  // which belongs to the product just named ("a custom cake, 10 inch, for friday").
  for (const left of pending) {
    const previous = items[items.length - 1];
    // "the chocolate one, whole": a form said after a flavour that comes both ways picks one.
    const open = previous?.kind === 'choose' && left.qty === null && left.form ? previous : null;
    const picked = open ? open.skus.find((sku) => index.productsById.get(sku)?.category === (left.form === 'slice' ? 'slice' : 'whole-cake')) : undefined;
    if (open && picked) {
      items[items.length - 1] = { kind: 'product', sku: picked, qty: open.qty, size: null, sizeWanted: open.sizeWanted ?? left.size };
      continue;
    }
    // "a chocolate slice and a carrot slice, both large": the size is every line's. With no
    // product in the message ("make them all regular size"), it is the order's lines' size.
    if (left.all && left.size && left.qty === null && !left.generic && items.some((item) => item.kind === 'product')) {
      for (const item of items) if (item.kind === 'product' && item.sizeWanted === null) item.sizeWanted = left.size;
      continue;
    }
    if (left.generic || left.form === 'slice') items.push({ kind: 'category', category: left.form === 'slice' ? 'slice' : 'whole-cake', qty: left.qty, sizeWanted: left.size });
    // "2 large chocolate slices and 1 regular": a count in another size is another line of the same product.
    else if (left.size && left.qty !== null && previous?.kind === 'product' && previous.sizeWanted !== null && previous.sizeWanted !== left.size) {
      const fits = index.productsById.get(previous.sku)?.sizes.includes(left.size) ?? false;
      if (fits) items.push({ kind: 'product', sku: previous.sku, qty: left.qty, size: null, sizeWanted: left.size });
    } else if (left.size && left.qty !== null && previous?.kind === 'product' && previous.qty !== null && left.size !== 'regular' && (index.productsById.get(previous.sku)?.sizes.includes(left.size) ?? false)) {
      // "2 fudge slices and 1 large": counted apart, one more line in that size, not the two made large.
      items.push({ kind: 'product', sku: previous.sku, qty: left.qty, size: null, sizeWanted: left.size });
    } else if (left.size && previous && previous.kind !== 'unknown' && previous.sizeWanted === null) previous.sizeWanted = left.size;
    else if (left.size) size = left.size;
  }
  // "a regular one each for my 3 coworkers": one for each of them.
  const each = /\b(?:a|one)\s+(?:(regular|large)\s+)?(?:one\s+|slice\s+)?each\s+for\s+(?:my|our|the)?\s*(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\b/.exec(folded);
  const eachQty = each?.[2] ? readQuantity([each[2]]) : null;
  const eachLine = eachQty ? items.find((item): item is Extract<ItemMention, { kind: 'product' }> => item.kind === 'product' && item.qty === 1 && (!each?.[1] || item.sizeWanted === each[1])) : undefined;
  if (eachLine && eachQty) eachLine.qty = eachQty;
  return { items: withoutRepeats(withSharedForm(folded, items, index)), removals, size };
}

/**
 * The flavours listed after "N cakes:" or "N slices:", each in that form. The count is shared out
 * when it divides evenly ("4 slices: lemon and carrot" is two of each); a flavour with a number of
 * its own keeps it. The summary shows the lines before anything is placed.
 */
function readList(listed: string, count: string, kind: string, index: MenuIndex): ItemsReading {
  const reading = readItems(listed, index);
  const category = kind === 'cakes' ? 'whole-cake' : 'slice';
  const flavours = reading.items.filter((item) => item.kind === 'choose' || item.kind === 'product').length;
  const total = readQuantity([count]) ?? 0;
  const share = flavours > 0 && total % flavours === 0 && reading.items.every((item) => item.kind === 'unknown' || item.qty === null) ? total / flavours : null;
  reading.items = reading.items.map((item): ItemMention => {
    if (item.kind === 'choose') {
      const sku = item.skus.find((candidate) => index.productsById.get(candidate)?.category === category);
      return sku ? { kind: 'product', sku, qty: item.qty ?? share, size: null, sizeWanted: item.sizeWanted } : item;
    }
    return item.kind === 'product' && item.qty === null ? { ...item, qty: share } : item;
  });
  return reading;
}

// "a slice of each: lemon, carrot", "2 slices each of lemon and carrot", "one piece of each".
const EACH = /\b(?:(a couple(?: of)?|couple(?: of)?|a|an|one|two|three|four|five|six|\d{1,2})\s+)?(slices?|pieces?|cakes?)\s+(?:of\s+)?each\b|\beach\b.{0,40}?\b(slices?|pieces?)\b/;
// "lemon and carrot slices": the form said once, after the last flavour, is every flavour's.
// "a red velvet and a carrot cake": a cake, said once, too (a slice said once may be that one's alone).
const SHARED_FORM = /\b([\p{L}' ]{3,30}?)\s+(?:and|&|\+)\s+([\p{L}\p{N}' ]{3,30}?)\s+(slices|pieces|cakes|cake)\b/u;
// "6 choc fudge, 4 carrot, 5 lemon, 3 red velvet slices", "1 chocolate 1 carrot 1 red velvet
// slice": counted flavours listed, the form said once at the end.
const SHARED_LIST = /((?:\b\d{1,3}\s+[\p{L}' ]{3,25}?\s*(?:,|\band\b|&|\+|(?=\d))\s*){1,8})\d{1,3}\s+[\p{L}' ]{3,25}?\s+(slices?|pieces?)\b/u;

/**
 * A form (and a count) said once for several flavours. "of each" applies to every flavour named;
 * "lemon and carrot slices" to the flavour just before the one the form follows. Only flavours
 * left open (whole or slice?) with no number of their own take it.
 */
function withSharedForm(folded: string, items: ItemMention[], index: MenuIndex): ItemMention[] {
  const each = EACH.exec(folded);
  const sharedForm = each ? null : SHARED_FORM.exec(folded);
  // "a red velvet and a carrot cake": one "cake" is both flavours' only when it follows one of ours ("the red velvet one and a pistachio cake" is not).
  const formShared = sharedForm && (sharedForm[3] !== 'cake' || findFlavors(tokenize(sharedForm[2] ?? ''), index).length > 0) ? [sharedForm[0], sharedForm[1], sharedForm[3]] : null;
  const shared = each ? null : (formShared ?? SHARED_LIST.exec(folded));
  if (!each && !shared) return items;
  const formWord = each ? (each[2] ?? each[3] ?? '') : (shared?.[2] ?? '');
  const category = /^(slices?|pieces?)$/.test(formWord) ? 'slice' : 'whole-cake';
  // "a dozen each of lemon and carrot", "6 each of the lemon and vanilla slices": every flavour that many.
  const eachOf = /\b(\d{1,3}|(?:half )?a dozen|dozen|two|three|four|five|six|eight|ten|twelve)\s+each\s+of\b/.exec(folded)?.[1];
  const qty = each?.[1] ? readQuantity(tokenize(each[1])) : eachOf ? readQuantity(tokenize(eachOf)) : null;
  const sharedFlavors = shared ? new Set(findFlavors(tokenize(shared[1] ?? ''), index).map((mention) => mention.flavor)) : null;
  return items.map((item): ItemMention => {
    if (item.kind !== 'choose' && item.kind !== 'product') return item;
    const skus = item.kind === 'choose' ? item.skus : item.qty === null && each ? [item.sku] : [];
    const sku = skus.find((candidate) => index.productsById.get(candidate)?.category === category);
    if (!sku) return item;
    if (sharedFlavors && ![...sharedFlavors].some((flavor) => flavorProducts(flavor).some((p) => p.id === sku))) return item;
    return { kind: 'product', sku, qty: item.qty ?? qty, size: null, sizeWanted: item.sizeWanted };
  });
}

/**
 * A long message names a cake more than once ("Clara LOVES red velvet ... so could I get a whole
 * red velvet cake"): the same product said again is one line, and a flavour left open ("red
 * velvet": whole or slice?) is settled by the product of that flavour the message also names.
 */
function withoutRepeats(items: ItemMention[]): ItemMention[] {
  const named = new Set(items.flatMap((item) => (item.kind === 'product' ? [item.sku] : [])));
  const seen = new Set<string>();
  return items.filter((item) => {
    if (item.kind === 'choose') return !item.skus.some((sku) => named.has(sku));
    if (item.kind !== 'product') return true;
    const key = `${item.sku} ${item.qty} ${item.size} ${item.sizeWanted}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function lastForm(items: ItemMention[], index: MenuIndex): Form {
  const last = items[items.length - 1];
  if (last?.kind !== 'product') return null;
  const category = index.productsById.get(last.sku)?.category;
  return category === 'slice' ? 'slice' : category === 'whole-cake' ? 'whole' : null;
}

function removalOf(flavor: Flavor, only: Removal['only']): Removal {
  const products = flavorProducts(flavor).filter((product) =>
    only === 'slice' ? product.category === 'slice' : only === 'whole' ? product.category !== 'slice' : true,
  );
  return { skus: (products.length ? products : flavorProducts(flavor)).map((product) => product.id), only };
}

function resolve(flavor: Flavor, qty: number | null, form: Form, sizeWanted: Size | null): ItemMention {
  const product = (sku: string): ItemMention => ({ kind: 'product', sku, qty, size: null, sizeWanted });
  if (flavor.custom) return product(flavor.custom.id);
  const sizedForm: Form = form ?? (sizeWanted === 'large' && flavor.slice?.sizes.includes('large') ? 'slice' : null);
  if (sizedForm === 'slice' && flavor.slice) return product(flavor.slice.id);
  if (sizedForm === 'whole' && flavor.whole) return product(flavor.whole.id);
  const options = [flavor.whole, flavor.slice].filter((p) => p !== null);
  if (options.length === 1) return product((options[0] as { id: string }).id);
  const available = options.filter((p) => p.available);
  if (available.length === 1) return product((available[0] as { id: string }).id);
  if (available.length === 0) return product((options[0] as { id: string }).id);
  return { kind: 'choose', skus: available.map((p) => p.id), qty, sizeWanted };
}

/**
 * "two slices of carat cake" → "two slices of carrot cake": one word in front of "cake" that names
 * nothing of ours but sounds like exactly one of our cakes' words is read as that word. The
 * understood product is said back to the customer ("Got it: 2 x Carrot Cake Slice"), who can
 * correct it.
 */
function withSoundAlikeCake(segment: string, index: MenuIndex): string {
  // "one carat slice": the word in front of "slice" is heard the same way.
  const slice = /\b([a-z]{5,})\s+(?:slices?|pieces?)\b/.exec(segment)?.[1];
  const phrase = FOOD_WORDS.test(segment) ? null : (unknownPhrase(segment) ?? (slice ? `${slice} slice` : null));
  const words = phrase?.split(' ') ?? [];
  if (words.length !== 2) return segment;
  const heard = words[0] as string;
  const meant = soundAlikeCakeWord(heard, index);
  return meant ? segment.replace(new RegExp(`\\b${heard}\\b`), meant) : segment;
}

/**
 * What a segment names that we do not sell: a food word ("croissants"), or words in front of
 * "cake" that are not ours ("black forest cake"). Null when it names nothing we could tell apart.
 */
export function unknownPhrase(segment: string): string | null {
  const food = FOOD_WORDS.exec(segment);
  const words = segment.replace(/[^\p{L}\p{N}' ]/gu, ' ').split(/\s+/).filter(Boolean);
  if (food) {
    const at = words.findIndex((word) => food[0].startsWith(word));
    const lead = words.slice(Math.max(0, at - 2), at).filter((word) => !FILLER.has(word) && !/^\d+$/.test(word));
    return [...lead, ...food[0].split(' ')].join(' ');
  }
  const cake = words.findIndex((word) => word === 'cake' || word === 'cakes');
  if (cake <= 0) return null;
  // The words right before "cake", up to the first that says nothing about which cake.
  const lead: string[] = [];
  for (let i = cake - 1; i >= 0 && lead.length < 3; i -= 1) {
    const word = words[i] as string;
    if (FILLER.has(word) || /^\d+$/.test(word) || word.length <= 2) break;
    lead.unshift(word);
  }
  return lead.length > 0 ? `${lead.join(' ')} cake` : null;
}

/** Content words left once fillers are gone: "do you have tiramisu" → "tiramisu". */
export function contentWords(phrase: string): string[] {
  return phrase
    .replace(/[^\p{L}\p{N}' ]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word && !FILLER.has(word) && !/^\d+$/.test(word));
}

/** "remove one slice": how many of the slices are taken off, when a count is said before "slice". */
function slicesTaken(tokens: string[]): { qty: number } | Record<string, never> {
  const at = tokens.findIndex((token) => /^(?:slices?|pieces?)$/.test(token));
  const qty = at > 0 ? readQuantity(tokens.slice(0, at).filter((token) => token !== 'a' && token !== 'an' && token !== 'the')) : null;
  return qty !== null ? { qty } : {};
}
