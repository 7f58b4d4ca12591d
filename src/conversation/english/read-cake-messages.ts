import type { ReaderContext, Reading } from '../reading.js';
import { fold } from '../text.js';
import { readNotes } from './read-details.js';
import { mentionedSkus, readItems } from './read-items.js';

// "a carrot cake saying happy birthday mia and a fudge cake saying happy birthday leo": each cake
// named with its own words to write. Read as one message, the first cake's words ran on into the
// second cake, which was lost, or both messages went on the last cake; "a carrot cake that says
// happy birthday mom and dad, and a fudge cake" put the words on the fudge cake.

/** The products of `among` that words name ("the chocolate one"): a flavour's cake or slice alike. */
const namedAmong = (words: string, among: readonly string[], ctx: ReaderContext): string[] => mentionedSkus(readItems(words, ctx.index).items).filter((sku) => among.includes(sku));

/** Where one cake's part of the message may end: "and", "plus", "+", a comma, a semicolon, a new line. */
const PART_BREAK = /(\s+(?:and|plus|&|\+)\s+|\s*[,;\n]\s*)/;

/** "... and a carrot that says Happy Birthday Leo": another cake, named inside the words read for the first. */
const ANOTHER_CAKE_SAYS = /^(.+?)\s*,?\s+(?:and|plus|&)\s+(?:a|an|one|1)\s+([a-z ]{3,25}?)(?:\s+(?:cake|one))?\s+(?:that says|that reads|saying|says|reading|with)\s*:?\s+(.+)$/i;

/**
 * "a red velvet that says Happy Birthday Zoe and a carrot that says Happy Birthday Leo": with one
 * cake ordered, the words read for it ran on into a second cake, which was lost. The second cake
 * is ordered (a whole cake, as the first is), and each cake gets its own words.
 */
export function readAnotherCakeInWords(ctx: ReaderContext, reading: Reading): void {
  const first = reading.items.filter((item) => item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'whole-cake');
  const said = reading.notes ? ANOTHER_CAKE_SAYS.exec(reading.notes) : null;
  if (first.length !== 1 || reading.items.length !== 1 || !said?.[1] || !said[2] || !said[3]) return;
  // "... and a vanilla with sprinkles": how the other cake looks, not words on it.
  if (/^(?:a |an |some |extra )?(?:sprinkles|candles?|frosting|icing|fruit|berries|flowers|roses|decorations?|toppers?)\b/i.test(said[3])) return;
  const named = readItems(fold(said[2]), ctx.index).items;
  const [other] = named;
  const sku = other?.kind === 'product' ? other.sku : other?.kind === 'choose' ? other.skus.find((candidate) => ctx.index.productsById.get(candidate)?.category === 'whole-cake') : undefined;
  const firstSku = (first[0] as { sku: string }).sku;
  if (named.length !== 1 || !sku || sku === firstSku || ctx.index.productsById.get(sku)?.category !== 'whole-cake') return;
  reading.items.push({ kind: 'product', sku, qty: null, size: null, sizeWanted: null });
  reading.notesFor = [
    { sku: firstSku, note: said[1].trim() },
    { sku, note: said[3].trim() },
  ];
  reading.notes = null;
}

/** Sets `reading.notesFor` (and clears `reading.notes`) when cakes are ordered with a message said with one or more of them. */
export function readMessagePerCake(text: string, ctx: ReaderContext, reading: Reading): void {
  const ordered = reading.items.flatMap((item) => (item.kind === 'product' ? [item.sku] : []));
  if (reading.notes === null || ordered.length < 2) return;
  const pieces = text.split(PART_BREAK);
  // Each part that names a product starts a cake's part; the parts after it, up to the next
  // product, are still about that cake ("... saying Happy Birthday Mom and Dad").
  const parts: Array<{ sku: string; text: string }> = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = pieces[i] as string;
    const named = readItems(fold(piece), ctx.index).items.flatMap((item) => (item.kind === 'product' ? [item.sku] : item.kind === 'choose' ? item.skus.filter((sku) => ordered.includes(sku)) : []));
    const sku = named.length === 1 ? named[0] : undefined;
    const last = parts[parts.length - 1];
    if (sku && ordered.includes(sku)) parts.push({ sku, text: piece });
    else if (last) last.text += `${pieces[i - 1] ?? ' '}${piece}`;
  }
  const notesFor = parts.flatMap((part) => {
    const note = readNotes(part.text, (quote) => readItems(fold(quote), ctx.index).items.length > 0);
    // Nothing is written on a slice: words said beside one are the order's message, placed as before.
    return note && !part.sku.endsWith('-slice') ? [{ sku: part.sku, note }] : [];
  });
  if (notesFor.length === 0 || new Set(notesFor.map((part) => part.sku)).size !== notesFor.length) return;
  // One message on the cake it would go on anyway (a custom cake, else the last cake) stays the message.
  // A cake named again beside its words ("..., carrot says ...") is still the first cake, not the last.
  const cakes = [...new Set(ordered)].filter((sku) => !sku.endsWith('-slice'));
  const usual = cakes.find((sku) => sku === 'custom') ?? cakes[cakes.length - 1];
  if (notesFor.length === 1 && notesFor[0]?.sku === usual) return;
  reading.notesFor = notesFor;
  reading.notes = null;
  // "a carrot cake and a fudge cake ..., carrot says happy retirement bill": the carrot named again
  // with its words points at the cake ordered; it is no second carrot cake.
  const repeated = parts.filter((part, at) => parts.slice(0, at).some((before) => before.sku === part.sku)).map((part) => part.sku);
  for (const sku of repeated) {
    const at = reading.items.findLastIndex((item) => item.kind === 'product' && item.sku === sku);
    const first = reading.items.findIndex((item) => item.kind === 'product' && item.sku === sku);
    if (at > first) reading.items.splice(at, 1);
  }
}

/** "Happy Birthday Ann and the other says Happy Birthday Ben": the message said, then the other cake's. */
// "... and the other Happy Birthday Max": the verb said once, for both.
const THE_OTHER = /^(.+?)\s*(?:,\s*)?(?:and|;|,)\s+(?:the\s+)?(?:other|second|another)(?:\s+one|\s+cake)?(?:\s+(?:says?|reads?|should say|saying|with))?\s+["“']?(.+?)["”']?\s*[.!]?$/i;
/** Words after "and the other" that are no message of its own: "and the other one too". */
const NO_OTHER_MESSAGE = /^(?:too|as well|also|the same|same|plain|blank|nothing|no writing|no message|without)\b|^\S+$/i;

/**
 * "2 vanilla cakes, one with Happy Birthday Mia and one with Happy Birthday Leo": the cakes of one
 * line told apart by their words, each message up to the next cake's or the order's other details.
 */
const ONE_AND_ONE = /\bone (?:with|saying|says|that says|reading|that reads|should say)\s*:?\s+(.{1,100}?)\s*(?:,\s*)?(?:and|;|,)\s+(?:one|the other(?: one)?|another(?: one)?)\s+(?:with|saying|says|that says|reading|that reads|should say)\s*:?\s+(.{1,100}?)\s*(?=[.!?]\s|[.!?]?$|,\s*(?:for|on|at|by|pick|deliver|name|my name|thanks|please|today|tomorrow|mon|tue|wed|thu|fri|sat|sun)|\s+(?:for|on|at|by)\s+(?:pick ?up|delivery|tomorrow|today|mon|tue|wed|thu|fri|sat|sun|\d))/i;

/**
 * What each of two cakes is to say, or null. `notes` is the message read; `text` the whole message.
 * Quoted messages ("one saying 'Happy Birthday Sara' and one saying 'Congrats Tim'") are all in
 * the notes already, kept together on the line for staff, as before.
 */
export function eachCakesMessage(notes: string, text = ''): string[] | null {
  const unquoted = (said: string) => (/^["“'‘](.+?)["”'’](?!\p{L})/u.exec(said.trim())?.[1] ?? said).trim();
  const other = THE_OTHER.exec(notes.trim());
  if (other?.[1] && other[2] && !NO_OTHER_MESSAGE.test(other[2].trim())) return [unquoted(other[1]), unquoted(other[2])];
  const each = ONE_AND_ONE.exec(text);
  if (!each?.[1] || !each[2] || notes.includes(unquoted(each[2]))) return null;
  return [unquoted(each[1]), unquoted(each[2])];
}

const ORDINAL_CAKE = /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(?:one|cake)\b/;
const ORDINAL_PLACE: Record<string, number> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2, fourth: 3, '4th': 3 };

/**
 * "the chocolate one should say Happy Birthday Sam", "write it on the chocolate cake", "the first
 * one says ...", with two or more cakes on the order: the words go on the cake named, not the last
 * one, and naming it adds no cake. Sets `reading.notesFor` and clears `reading.notes`.
 */
export function readMessageForNamedCake(folded: string, ctx: ReaderContext, reading: Reading): void {
  const cakes = [...new Set(ctx.draftSkus.filter((sku) => !sku.endsWith('-slice')))];
  if (cakes.length < 2) {
    readMessageForCakeNamedBeside(folded, ctx, reading);
    return;
  }
  if (reading.notes === null || reading.notesFor) return;
  const said = fold(reading.notes);
  const around = folded.includes(said) ? folded.replace(said, ' ') : folded;
  const ordinal = ORDINAL_CAKE.exec(around)?.[1];
  const byPlace = ordinal ? (ordinal === 'last' ? cakes[cakes.length - 1] : cakes[ORDINAL_PLACE[ordinal] ?? -1]) : undefined;
  const named = namedAmong(around, cakes, ctx);
  const sku = byPlace ?? (new Set(named).size === 1 ? named[0] : undefined);
  if (!sku) return;
  reading.notesFor = [{ sku, note: reading.notes }];
  reading.notes = null;
  // The cake named is the one written on, not one more of it.
  reading.items = reading.items.filter((item) => !(item.kind === 'product' && item.sku === sku) && !(item.kind === 'choose' && item.skus.includes(sku)));
}

/** How a cake on the order is pointed at beside its words: "on the chocolate one", "the carrot cake should say". */
/** "fudge should say ...", "the vanilla just say ...": a cake pointed at by its flavour alone says so with a verb. */
const SAYS = '(?:(?:should|can|could|will|would|just|only|to)\\s+)*(?:say|says|read|reads|saying|gets|get|with)';
const CAKE_POINTED = new RegExp(`\\b(?:on|for)\\s+the\\s+([a-z ]{2,30}?)(?:\\s+(?:one|cake))?\\s*$|^(?:and\\s+)?(?:on\\s+|for\\s+)?the\\s+([a-z ]{2,30}?)(?:\\s+(?:one|cake))?(?:\\s+${SAYS})?\\s*:?\\s+|^(?:and\\s+)?([a-z]{3,20}(?:\\s+[a-z]{3,20})?)(?:\\s+(?:one|cake))?\\s+${SAYS}\\s*:?\\s+`);
/** Asking for writing, before the words: "write", "can you put". */
const WRITE_VERB = /^(?:(?:can|could) you\s+|please\s+|pls\s+)?(?:write|put|pipe)\s+/;

/**
 * "write Happy 40th Dad on the chocolate one and Welcome Home on the carrot", "the chocolate one
 * should say X and the carrot one Y", with those cakes on the order: each cake its own words, and
 * naming them adds no cake. Sets `reading.notesFor` and clears `reading.notes`.
 */
export function readMessagesForCakesOrdered(text: string, ctx: ReaderContext, reading: Reading): void {
  const cakes = [...new Set(ctx.draftSkus.filter((sku) => !sku.endsWith('-slice')))];
  if (reading.notes === null || reading.notesFor || cakes.length < 2) return;
  const pieces = text.trim().replace(/[.!]+$/, '').split(/\s+(?:and|&|\+)\s+|\s*[;\n]\s*|,\s+(?:and\s+)?(?=(?:on|for)?\s*the\s)/i);
  const parts: Array<{ sku: string; words: string }> = [];
  for (const piece of pieces) {
    const folded = fold(piece);
    const pointed = CAKE_POINTED.exec(folded);
    const named = pointed ? namedAmong(pointed[1] ?? pointed[2] ?? pointed[3] ?? '', cakes, ctx) : [];
    const sku = new Set(named).size === 1 ? named[0] : undefined;
    const last = parts[parts.length - 1];
    if (!pointed || !sku) {
      // "... Mom and Dad on the carrot": words that name no cake run on into the next part's.
      if (last) last.words += ` and ${piece}`;
      else parts.push({ sku: '', words: piece });
      continue;
    }
    // The words, in the customer's letters: the piece without the pointing and the verb.
    const start = pointed.index;
    const words = (pointed[1] !== undefined ? piece.slice(0, start) : piece.slice(pointed[0].length)).trim().replace(WRITE_VERB, '').replace(/^["“'‘]|["”'’]$/g, '').trim();
    const pending = last && last.sku === '' ? last : null;
    if (pending) {
      pending.sku = sku;
      pending.words = `${pending.words} and ${words}`.replace(/^\s*and\s+/, '');
    } else parts.push({ sku, words });
  }
  const written = parts.filter((part) => part.sku !== '' && part.words !== '');
  if (written.length < 2 || written.length !== parts.length || new Set(written.map((part) => part.sku)).size !== written.length) return;
  reading.notesFor = written.map((part) => ({ sku: part.sku, note: part.words.replace(WRITE_VERB, '').trim() }));
  reading.notes = null;
  reading.items = reading.items.filter((item) => !(item.kind === 'product' && cakes.includes(item.sku)) && !(item.kind === 'choose' && item.skus.some((sku) => cakes.includes(sku))));
}

/** "on the chocolate one", "for the vanilla cake": which cake the words go on, pointed at. */
const POINTED_AT = /\b(?:on|for)\s+the\s+([a-z ]{2,30}?)\s+(?:one|cake)\b/;

/**
 * "a chocolate cake and a vanilla cake saturday 1pm, write Happy Retirement Bob on the chocolate
 * one": two cakes ordered in the message and the words pointed at one of them, which is not a
 * third cake. Sets `reading.notesFor` and drops the mention that only pointed.
 */
function readMessageForCakeNamedBeside(folded: string, ctx: ReaderContext, reading: Reading): void {
  if (reading.notes === null || reading.notesFor) return;
  const ordered = reading.items.flatMap((item) => (item.kind === 'product' && ctx.index.productsById.get(item.sku)?.category === 'whole-cake' ? [item.sku] : []));
  if (new Set(ordered).size < 2) return;
  const said = fold(reading.notes);
  const pointed = POINTED_AT.exec(folded.includes(said) ? folded.replace(said, ' ') : folded)?.[1];
  const named = pointed ? namedAmong(pointed, ordered, ctx) : [];
  const sku = new Set(named).size === 1 ? named[0] : undefined;
  if (!sku) return;
  reading.notesFor = [{ sku, note: reading.notes }];
  reading.notes = null;
  // The mention that only pointed (no count, after the cake was ordered) adds no cake.
  const pointer = reading.items.findLastIndex((item) => (item.kind === 'product' && item.sku === sku && item.qty === null) || (item.kind === 'choose' && item.skus.includes(sku) && item.qty === null));
  if (pointer > reading.items.findIndex((item) => item.kind === 'product' && item.sku === sku)) reading.items.splice(pointer, 1);
}

// Greetings written on a cake that name nobody yet: "Happy Birthday", "Congrats!".
const GREETING_WITHOUT_NAME = /^(?:happy\s+\p{L}+(?:\s+day)?|congrats|congratulations|get well soon|welcome home|welcome back|good luck|happy birthday to you)\s*[!.]*$/iu;
const THEIR_NAME = /\b(?:his|her|their|the (?:birthday )?(?:boy|girl)['’]?s?|my (?:son|daughter|kid|boy|girl)['’]?s) name(?:\s+is|['’]s|:)\s+(\p{L}[\p{L}'’-]*)/iu;

/**
 * "put Happy Birthday on it and his name is Leo": the name of whoever the words greet ends them,
 * and is not the name the order goes under.
 */
export function greetedByName(text: string, reading: Reading): void {
  const notes = reading.notes;
  if (!notes || !reading.name || !GREETING_WITHOUT_NAME.test(notes.trim())) return;
  const named = THEIR_NAME.exec(text)?.[1];
  if (!named || named.toLowerCase() !== reading.name.toLowerCase()) return;
  const [, words = notes, marks = ''] = /^(.*?)([!.]*)$/u.exec(notes.trim()) ?? [];
  reading.notes = `${words} ${reading.name}${marks}`;
  reading.name = null;
}

const ONE_OF_SEVERAL = /\b(?:on|make|have|for) (?:just |only )?one(?! (?:cake|slice)s?\b)(?: of (?:them|those|these|the cakes|em|the two))?\b|\b(?:just |only )?one of (?:them|those|these|the cakes|em|the two)\b|\bthe (?:second|other|2nd|last) one\b/;

const ON_ONE_AFTER_WORDS = /\s*,?\s+on (?:just |only )?one(?: of (?:them|those|these|the cakes|em|the two))?(?:\s*,?\s*(?:and )?(?:leave )?the other(?: one)?(?: (?:plain|blank|with nothing|without writing|with no writing|no writing|nothing))?)?\s*[.!]*$/i;

/**
 * "put Happy Birthday Nora on one of them", "make one of them say ...", "the second one should
 * say ...": the words go on one of the cakes, and "one" is no count of cakes. Which cake, when
 * the order has several lines and none of more than one cake, is asked as for any message.
 */
export function readMessageOnOne(folded: string, reading: Reading): void {
  if (!reading.notes || reading.messageEach || reading.notesFor || !ONE_OF_SEVERAL.test(folded)) return;
  reading.messageOnOne = true;
  // "write Happy Retirement Bill on one, the other plain": where the words go is not part of them.
  reading.notes = reading.notes.replace(ON_ONE_AFTER_WORDS, '').trim() || reading.notes;
  if (reading.quantity === 1) reading.quantity = null;
  // "can you make one of them say ...": asked as a favour, not whether we have something.
  if (reading.intents.has('have_question')) reading.intents = new Set([...reading.intents].filter((intent) => intent !== 'have_question'));
  if (reading.about.unknown === 'say') reading.about = { skus: reading.about.skus, category: reading.about.category, unknown: null };
}
