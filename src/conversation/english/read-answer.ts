import type { DateTime } from 'luxon';
import type { Product } from '../../catalog/catalog-schema.js';
import { firstOpenMoment, hoursOn, NO_CLOSED_DAYS } from '../../orders/business-time.js';
import type { Intent, Reading, ReaderContext } from '../reading.js';
import { LATER } from './intents.js';
import { quantityOfThem, readQuantity, readStandaloneQuantity } from './quantities.js';
import { formChoice, leadingChoice, readChoice, saysOptionNumbersOnly } from './read-choice.js';
import { readFulfillment, readIntroducedName, readNameAnswer, readPhone } from './read-details.js';
import { peopleCount } from './read-people.js';
import { sizeWord } from './read-size-split.js';
import { readBareHour, readWhen } from './read-when.js';
import { findFlavors } from '../menu-index.js';
import { tokenize } from '../text.js';

// A message read first as the answer to the question the assistant just asked: "2" answers
// "which one?" as the second option, "what time?" as 2 PM and "how many?" as two.

type Said = { text: string; folded: string; short: string };

/** Reads the answer into `reading`; true when the message was that answer and nothing more need be read. */
/** "hi im grace", "my name is will", "hey its dave", "its for my wife anna": a name given in a sentence, in lower case. */
const INTRODUCED_SMALL = /^(?:(?:hi|hey|hello|yo|oh|ok(?:ay)?|sure)[,!. ]+)*(?:my name is|my name'?s|name'?s|name is|i'?m|im|i am|it'?s|its|this is|it is)\s+(?:for\s+|under\s+(?:the name\s+)?)?(?:(?:my|the)\s+(?:wife|husband|partner|mom|mum|dad|son|daughter|friend|boss|sister|brother|girlfriend|boyfriend|fiance|fiancee)\s*,?\s+)?([a-z][a-z'-]{1,20}(?:\s+[a-z][a-z'-]{1,20})?)\s*[.!]?$/i;
/** Words that finish "it's ..." or "I'm ..." and are never a name: "im not sure", "its fine", "its for pickup". */
const NOT_INTRODUCED = /^(?:not|my|her|his|our|their|your|sure|ok|okay|fine|good|great|here|ready|coming|late|done|busy|just|still|the|a|an|so|very|really|going|getting|looking|at|in|on|for|pickup|pick|delivery|all|that|this|it|me|you|correct|right|wrong|same|no|yes|yeah|thanks|thank|cool|perfect|alright|outside|there|back|away|hungry|excited|new|allergic|vegan|gluten|lactose|diabetic|pregnant|tomorrow|today|tonight|noon|morning|afternoon|evening|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

export function readAnswer({ text, folded, short }: Said, intents: Set<Intent>, ctx: ReaderContext, reading: Reading): boolean {
  switch (ctx.awaiting) {
    case 'order_id': {
      // "i don't have any other number, thats what i wrote down": no id to give, so a person looks.
      // "I never got a confirmation": no id either.
      if (/\b(don'?t|do not|dont|didn'?t|never) (have|get|got|know|remember|received?)\b|\b(lost|can'?t find|cannot find|forgot|no)\b.{0,20}\b(number|id|it|one|confirmation|text|email)\b/.test(folded)) {
        intents.add('person');
        return true;
      }
      // "its under Ann, carrot cake for saturday": the order described, with no id; a person looks it
      // up. Never a new order for the cake named.
      if (!/\bord[_-]/.test(folded) && /\b(?:under|it'?s for|its for|for (?:saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|today)|the (?:\w+ ){0,3}(?:cake|slices?|order)|(?:a|my|our) (?:\w+ ){0,3}(?:cake|slices?|order))\b/.test(folded)) {
        intents.add('person');
        return true;
      }
      break;
    }
    case 'quantity': {
      // "3", "three", "make it 4": how many of the line just asked about. "uh three no four": the
      // count said last.
      const corrected = /\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*,?\s+(?:(?:no|wait|sorry|actually|i mean|i meant|make (?:it|that))[,.]?\s+){1,3}((?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:slices?|pieces?|cakes?))?)\s*[.!]*$/.exec(short)?.[1];
      // "uh i dunno maybe four", "prob like 6": the count said unsure is the count.
      const unsure = short.replace(/\b(?:uh+|um+)\s+/g, '').replace(/^(?:(?:(?:i|we) (?:need|want|'?d like|would like|'?ll (?:need|take|have))|gimme|give me|uh+|um+|hmm+|i dunno|i don'?t know|dunno|not sure|idk|maybe|probably|prob|like|i guess|i think|let'?s say|say|about|around|roughly|approx(?:imately)?|just|ok(?:ay)?|so)[,.]?\s+)+/, '').replace(/\s+(?:i guess|i think|maybe|probably)[.!?]*$/, '');
      const qty = readStandaloneQuantity(corrected ?? short) ?? (unsure !== short ? readStandaloneQuantity(unsure) : null);
      if (qty !== null) {
        reading.quantity = qty;
        // "ok 2 large then": the size said with the count is the line's.
        const size = /\b(large|big|regular|normal|standard)\b/.exec(short)?.[1];
        if (size) reading.size = sizeWord(size);
        return true;
      }
      // "3 at 3", "2 today", "4 for sat pickup": the count, then when (and how) they are collected.
      // "maybe four, at 3pm": said unsure, the same.
      const countThenWhen = /^(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:slices?|pieces?|cakes?|of (?:them|those)))?,?\s+((?:at|@|for|on|by|around|today|tonight|tomorrow|tmrw|this|next|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]{0,6}\b)[^?]*)$/.exec(unsure);
      const countWhen = countThenWhen?.[2] ? readWhen(countThenWhen[2], ctx.now) : null;
      if (countThenWhen?.[1] && countWhen) {
        reading.quantity = readStandaloneQuantity(countThenWhen[1]);
        reading.when = countWhen;
        reading.fulfillment = readFulfillment(text, folded).fulfillment;
        return reading.quantity !== null;
      }
      // "for 12 people", "there'll be 8 of us", asked how many slices: a slice each.
      const people = peopleCount(folded);
      const latest = ctx.draftSkus[ctx.draftSkus.length - 1];
      if (people !== null && latest && ctx.index.productsById.get(latest)?.category === 'slice') {
        reading.quantity = people;
        return true;
      }
      // "sorry typo, 3. name Hal Pruitt": the one clause that is a count, and the name said with it.
      const counts = short.split(/[,;]\s*|\.\s+/).map((clause) => readStandaloneQuantity(clause.trim())).filter((count) => count !== null);
      // "zero, actually, I'll just come in and see": not a count beside a name; the whole message is read.
      if (counts.length === 1 && (counts[0] !== 0 || !LATER.test(folded))) {
        reading.quantity = counts[0] as number;
        reading.name = readIntroducedName(text, false);
        return true;
      }
      break;
    }
    case 'size': {
      // "the bigger one", "10", "the eight inch": which of the sizes asked about.
      // Only a short answer: "for Saturday the 12th at 10 a.m." is a time, not the 10-inch.
      const short = folded.split(/\s+/).length <= 5 && !/\d\s*(am|pm|a\.m|p\.m)|:|\b(at|on|for|tomorrow|today|th|st|nd|rd)\b/.test(folded);
      const bigger = /\b(bigger|biggest|larger|largest|big one|large one|the large|large|big|10|ten)\b/.test(folded);
      const smaller = /\b(smaller|smallest|little one|small one|the small|small|8|eight)\b/.test(folded);
      if (short && bigger !== smaller) {
        reading.size = bigger ? '10-inch' : '8-inch';
        // "10 inch please. Nadia Ford": the name said with it.
        const rest = text.replace(/\b(?:the\s+)?(?:10|ten|8|eight)[\s-]*(?:inch(?:es)?|in\b|"|”)?|\b(?:bigger|biggest|smaller|smallest|larger|largest|big|small|large|little)(?: one)?\b|\b(?:please|pls|thanks|the|one)\b/gi, ' ').replace(/^[\s,.!]+|[\s,.!]+$/g, '').trim();
        if (/^\p{Lu}/u.test(rest)) reading.name = readNameAnswer(rest);
        return true;
      }
      break;
    }
    case 'fulfillment': {
      // "1" or "2" typed to "pick it up, or delivery?" (the web chat's two quick replies): the option, never a count.
      const option = /^\s*(?:#|option |number )?([12])\s*(?:please|pls|thanks)?\s*[.!]*$/i.exec(text)?.[1];
      if (option) {
        reading.fulfillment = option === '1' ? 'pickup' : 'delivery';
        intents.clear();
        return true;
      }
      break;
    }
    case 'name': {
      // A bare number where the name was asked is no name, and no count unless one is still asked for.
      if (/^\s*\d{1,2}\s*[.!]*$/.test(text) && !ctx.quantityPending) {
        intents.clear();
        return true;
      }
      // "Dawn Friday" asked the name: a first name and a weekday for a surname, both capitalised, is a name, not a day.
      // "Sunday Jones": a weekday for a first name, with a surname that is no time of day.
      const weekdayNamed =
        /^\p{Lu}\p{Ll}+ (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/u.exec(text.trim()) ??
        /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\s+(?!(?:Morning|Afternoon|Evening|Night|Noon|Midday|Lunch|Pickup|Delivery|Please|Then|Instead|Works|Is|At|Or|And|Fine|Ok|Okay|Good|Great|Perfect|Thanks|Next|Week|Works)\b)\p{Lu}\p{Ll}+$/u.exec(text.trim());
      if (weekdayNamed) {
        reading.name = weekdayNamed[0];
        intents.clear();
        return true;
      }
      // "tom and my number is five one two ...": the name, then the number to reach them on.
      // "tom and my kid is allergic to eggs": the name, then more said (the allergy goes to staff all the same).
      const withNumber = /^(\p{L}[\p{L}'’-]*(?:\s+(?!and\b|my\b)\p{L}[\p{L}'’-]*)?)(?:\s*,\s*|\s+and\s+|\s+)(?:(?:my\s+)?(?:number|phone|cell|#)\b|(?:my|our|his|her|the)\s+\w+\s+(?:is|has|are|can'?t|cannot|gets)\b)/iu.exec(text.trim());
      const nameWithNumber = withNumber?.[1] && !NOT_INTRODUCED.test(withNumber[1]) ? readNameAnswer(withNumber[1]) : null;
      if (nameWithNumber) {
        reading.name = nameWithNumber;
        reading.phone = readPhone(text, true).phone;
        intents.clear();
        return true;
      }
      // "hi im grace", "my name is will", "its for my wife anna": a name introduced, written small.
      const introduced = INTRODUCED_SMALL.exec(text.trim());
      if (introduced?.[1] && !NOT_INTRODUCED.test(introduced[1])) {
        // "this is Dmitri btw": the filler after the name is no part of it.
        const words = introduced[1].split(/\s+/).filter((word, at) => at === 0 || !/^(?:btw|here|thanks|thx|ty|lol|please|pls|again|speaking|calling|too|thank)$/i.test(word));
        reading.name = words.map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`).join(' ');
        intents.clear();
        return true;
      }
      // "Velvet Johnson", "Sam Latte": a first and last name, capitalised, is the name asked for, whatever its words also mean.
      const fullName = /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?\s+\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?$/u.exec(text.trim());
      // "Red Velvet", "Carrot Cake": a product's whole name is no one's.
      const tokens = tokenize(folded);
      const productNamed = findFlavors(tokens, ctx.index).some((mention) => mention.start === 0 && mention.end >= tokens.length - 1 && !mention.flavor.beverage) || /\b(?:cakes?|slices?)$/.test(folded.trim());
      if (fullName && !productNamed && !YES_OR_THANKS_WORDS.test(text.trim()) && !NOT_INTRODUCED.test(text.trim().toLowerCase())) {
        reading.name = fullName[0];
        intents.clear();
        reading.items = [];
        // "Sunday Jones": a weekday in a name is no day for the order.
        reading.when = null;
        return true;
      }
      // "call me Tommy" when a name was asked for: the name, not a request for a call.
      const calledBy = /^(?:(?:you can|u can|just)\s+)?call me\s+(\p{L}[\p{L}'’-]*)[.!]?$/iu.exec(text.trim())?.[1];
      if (calledBy && !/^(back|asap|please|pls|now|later|soon|tomorrow|today|tonight|anytime|whenever)$/i.test(calledBy)) {
        reading.name = `${calledBy[0]?.toUpperCase()}${calledBy.slice(1)}`;
        intents.clear();
        return true;
      }
      // "Ty" (or "Jo" typed "JO") is a name when a name was asked for, not "thank you".
      // "Ty Nguyen": a first and last name, capitalised, is a name even when its first word is "ty".
      const nameLike = CAPITALISED_NAME.test(text.trim()) && (/\s/.test(text.trim()) || !YES_OR_THANKS_WORDS.test(text.trim()));
      // "Ann (nut allergy)": the name, with an allergy said beside it in brackets (kept as the allergy).
      // "chris (312) 444-0100": an area code in brackets is the phone's, read with it.
      const named = text.replace(/\s*\((?!\d{3}\))[^)]*\)\s*/g, ' ').trim();
      const name = controlOnly(intents) && !nameLike ? null : readNameAnswer(named || text);
      // "actually make that 3, and name is Thaddeus": a change said with the name is read too.
      if (name && !/\b(cakes?|slices?|whole|pieces?)\b/.test(folded) && !/\b(make (it|that)|change|instead)\b/.test(folded)) {
        reading.name = name;
        if (nameLike) intents.clear();
        // "Noah Green 5125550124": the number given with the name is kept too.
        reading.phone = readPhone(text, false).phone;
        // "Ana Bell pickup": how it is collected, said with the name.
        const collected = /\b(pick ?up|pick-up|delivery)\s*[.!]?$/i.exec(text.trim())?.[1]?.toLowerCase();
        if (collected) reading.fulfillment = collected === 'delivery' ? 'delivery' : 'pickup';
        return true;
      }
      break;
    }
    case 'address': {
      // "Paula" where the address was asked for: a name (an address has a number or a street).
      const trimmed = text.trim();
      if (CAPITALISED_NAME.test(trimmed) && !YES_OR_THANKS_WORDS.test(trimmed) && !STREET_WORDS.test(trimmed)) {
        reading.name = readNameAnswer(trimmed);
        if (reading.name) return true;
      }
      // "Bo 5125550102", "my name is Bo, number 512-555-0102": the name and phone, sent before the
      // address, which is asked again; never an address made of them.
      const { phone } = readPhone(text, true);
      const { fulfillment, address } = readFulfillment(text, folded);
      // "actually no I will pick it up, Vic 5125550143": picked up after all, with the name and phone.
      if (phone && !STREET_WORDS.test(text)) {
        reading.phone = phone;
        reading.name = readIntroducedName(text, true) ?? readNameAnswer(text.replace(/^.*,\s*(?=\p{Lu})/u, ''));
        if (fulfillment === 'pickup') reading.fulfillment = 'pickup';
        return true;
      }
      // "the blue house behind the church, Elm" may be an address; "i'm not sure yet", "my office",
      // "make it 2 cakes" or "sunday instead" are not: the address is asked again (and a change applied).
      const placeLike = /\d/.test(text) || STREET_WORDS.test(text) && !/^(?:(?:it'?s|its|at|to)\s+)?(?:my|our|the|his|her|their|same)\s+(?:office|house|home|building|hotel|place|work|apartment|apt)\s*[.!]?$/i.test(text.trim());
      const notAnAddress = /\b(?:not sure|don'?t know|dunno|idk|check|later|yet|wait|hold on|same as|last time|make it|instead|change|cancel|add|cakes?|slices?)\b/i.test(text);
      if (!fulfillment && !address && placeLike && !notAnAddress && !controlOnly(intents) && /\p{L}/u.test(text) && text.trim().length >= 5 && !/\?$/.test(text.trim())) {
        reading.address = text.trim().replace(/[.!]+$/, '');
        return true;
      }
      break;
    }
    case 'phone': {
      // A name sent where the phone was asked for is still the name.
      const name = /\d/.test(text) || controlOnly(intents) ? null : readNameAnswer(text);
      if (name && /^\p{Lu}/u.test(text.trim())) {
        reading.name = name;
        return true;
      }
      const { phone, invalid } = readPhone(text, true);
      reading.phone = phone;
      // "nope" or "why?" where a number was asked for: the number is still needed.
      // "ok fine, can I get 2 lemon slices at 3" is a message of its own, not a bad number.
      const sentence = (text.match(/\p{L}{2,}/gu) ?? []).length > 4;
      // "actually make it 3 slices", "sunday instead": a change to the order, not a bad number.
      const change = /\b(?:make it|make that|instead|change|add|cancel|scrap|scratch|forget|start over|never ?mind|nvm|slices?|cakes?|today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}\s*(?:am|pm))\b/i.test(text) || reading.restore !== null || reading.revert !== null;
      reading.phoneInvalid = invalid && !sentence && !change && [...intents].every((intent) => intent === 'no');
      // "you can email me at ann@example.com": no number, and the email is not what is asked for.
      if (!phone && !change && /[^\s@]+@[^\s@]+\.[a-z]{2,}/i.test(text)) reading.phoneInvalid = reading.emailGiven = true;
      // "my number is 512 555 0134, pickup at 4:30": the number, and the rest read as said.
      const saidMore = phone !== null && /\b(?:at \d|pick ?up at|today|tomorrow|tmrw|noon|morning|afternoon|evening|instead|make it|change|add)\b|\d{1,2}:\d{2}|\b\d{1,2}\s*(?:am|pm)\b/i.test(text.replace(/[\d().+\s-]{10,}/g, ' '));
      if ((phone && !saidMore) || reading.phoneInvalid) return true;
      break;
    }
    case 'choice': {
      const options = (ctx.offer?.skus ?? []).map((sku) => ctx.index.productsById.get(sku)).filter((p): p is Product => p !== undefined);
      reading.choice = readChoice(folded, options, ctx.index);
      // "neither", "none of those": no to every option.
      if (/^(?:neither|none|nope|no)(?:\s+(?:of\s+(?:those|them|these|the\s+two)|one|of\s+the\s+above))?(?:[,\s]+(?:please|thanks|thank\s+you|sorry))*[.!]*$/.test(short)) intents.add('no');
      reading.formForAll = saysFormForAll(folded);
      // "slices, 2 of them": which one, and how many.
      // A number alone is the option's number, not how many.
      // "ok then 2", "1 and 3": option numbers too.
      const numbersOnly = saysOptionNumbersOnly(short);
      reading.quantity = numbersOnly ? null : (readStandaloneQuantity(short) ?? quantityOfThem(short));
      // "1 and 3" after "I want a cake": both picked, said by their numbers, so both are meant.
      if (numbersOnly && /\d/.test(short) && (reading.choice?.length ?? 0) > 1) reading.choiceNumbered = true;
      // "slices", "the slices please": the plural says more than one, without saying how many.
      reading.quantityOpen = reading.quantity === null && /^(?:the\s+)?(?:slices|pieces)\b/.test(short) && !/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|dozen|couple)\b/.test(short);
      // "2 red velvet", "3 lemon": a count before the flavour picked is how many of it.
      const counted = reading.choice?.length === 1 && reading.quantity === null ? /^(?:(?:i'?ll (?:take|have)|i want|can i get|give me|let'?s do|lets do)\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?!(?:am|pm|o'?clock)\b)(?:of\s+(?:the|those|your)\s+)?(?!(?:of|them|those)\b)\p{L}/u.exec(short)?.[1] : undefined;
      if (counted) reading.quantity = readQuantity([counted]);
      if (askedAboutChoice(short, intents, options, reading)) return true;
      readHourEndingChoice(short, ctx, reading);
      if (reading.choice) return true;
      // "5, pickup tomorrow at noon": the option, and the rest read as any message is.
      const lead = leadingChoice(short, options, ctx.index);
      if (lead) {
        reading.choice = [lead.choice];
        reading.quantity = null;
      }
      // "can i get a whole one for saturday": the whole one offered, and the day read as any message is.
      const form = lead ? null : formChoice(short, options, ctx.index);
      if (form !== null) reading.choice = [form];
      if (askedAboutChoice(short, intents, options, reading)) return true;
      break;
    }
    case 'time':
    case 'datetime': {
      // "ok 8 then", "oh, uh, eight then, right when you open": the clause that is an hour.
      const said = ctx.timeOffered ? short.replace(TIME_CHANGE_WORDS, ' ') : short;
      const hours = said.split(/[,;]\s*|\.\s+/).map((clause) => readBareHour(clause.replace(FILLERS, ' ').replace(/\s+/g, ' ').trim())).filter((hour) => hour !== null);
      // "half four": half past four, as said in Britain.
      const half = /^(?:at |about |around )?half (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})$/.exec(said.trim())?.[1];
      const hour = (half ? readBareHour(`${/^\d/.test(half) ? half : HALF_HOURS[half]}:30`) : null) ?? readBareHour(said) ?? (hours.length === 1 ? hours[0] : null);
      if (hour) {
        reading.when = { kind: 'time', ...hour };
        // "at two in the afternoon, and I will pick it up": the way of getting it, said with the time.
        const { fulfillment, address } = readFulfillment(text, folded);
        reading.fulfillment = fulfillment;
        reading.address = address;
        // "ok 8 then, Lee Chan": the name said with the time.
        reading.name = readIntroducedName(text, false);
        return true;
      }
      // "28" asked for the day and time: the 28th, the only day it can be; never 28 cakes.
      const dayNumber = ctx.awaiting === 'datetime' ? /^(?:on |for )?(?:the )?(1[3-9]|2\d|3[01])(?:st|nd|rd|th)?$/.exec(short)?.[1] : undefined;
      const day = dayNumber ? readWhen(`on the ${dayNumber}${ordinalSuffix(Number(dayNumber))}`, ctx.now, ctx.nearDay ?? null) : null;
      if (day) {
        reading.when = day;
        return true;
      }
      // "asap": the next quarter hour after half an hour from now. The summary says the time, and
      // a cake that needs notice gets the earliest time it can be ready instead.
      if (SOONEST.test(short)) {
        reading.when = soonest(ctx.now);
        reading.asap = true;
        return true;
      }
      break;
    }
    default:
      break;
  }
  return false;
}

/** "..., like 11", "... for 3 please", "... around 10ish": an hour said last, after a word that says "about then". */
const HOUR_ENDING_CHOICE = /(?:^|[\s,])(?:like|around|about|at|@|for|by|say|maybe|ish)\s+(\d{1,2}(?::[0-5]\d)?)\s*(?:ish)?(?:\s*(?:please|pls|thanks|thank you))?\s*[.!]*$/;

/**
 * "whole, like 11", "the whole cake for 3 please", "the whole cake, pickup, morning, like 9" said
 * to whole or slice, with the day on the order and no time yet: the number ending the answer is
 * the hour, not how many.
 */
export function readHourEndingChoice(short: string, ctx: ReaderContext, reading: Reading): void {
  if (ctx.awaiting !== 'choice' || !reading.choice || !ctx.orderDay || ctx.draftTime || reading.when) return;
  const said = HOUR_ENDING_CHOICE.exec(short)?.[1];
  const hour = said ? readBareHour(`${/\b(morning|afternoon|evening)\b/.exec(short)?.[1] ?? ''} ${said}`.trim()) : null;
  if (!hour) return;
  reading.when = { kind: 'time', ...hour };
  reading.quantity = null;
}

const HALF_HOURS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };

const ordinalSuffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');

/** Words said around an answer that say nothing: "ok 8 then", "uh, eight". */
const FILLERS = /\b(ok(ay)?|oh|uh+|um+|er+|erm|hmm+|well|so|then|no|nah|nope|wait|actually|i guess|i think|maybe|please|pls|lol|lmao|haha|sorry|i meant|i mean|is fine|is good|works|works for me|sounds good|is ok(ay)?|would work|will work|would be (great|good|fine))\b/g;
/** "earliest 10:15" → "ok make it 11 then": with a time just offered, "make it" changes the time, not the count. */
const TIME_CHANGE_WORDS = /\b(actually|make it|make that|how about|let'?s do|lets do|instead)\b/g;

/** The next quarter hour after half an hour from now: "asap", as the summary then says. */
export function soonest(now: DateTime): NonNullable<Reading['when']> {
  const soon = now.plus({ minutes: 30 });
  const quarters = Math.ceil((soon.minute + soon.second / 60) / 15) * 15;
  // "asap" at 9:30 PM: the soonest is when the bakery next opens (its usual hours; a day the owner
  // closed is refused later, with the next open day offered).
  const at = soon.startOf('hour').plus({ minutes: quarters });
  // "asap" at 7:20 PM, the bakery open till 8: still today, ten minutes before closing at the latest.
  const hours = hoursOn(now.toISODate() as string, NO_CLOSED_DAYS);
  const lastCall = hours ? now.startOf('day').plus({ minutes: hours.closes - 10 }) : null;
  const nowOrSoon = now.startOf('minute').plus({ minutes: (5 - (now.minute % 5)) % 5 });
  if (hours && lastCall && at > lastCall && nowOrSoon < lastCall && nowOrSoon.hour * 60 + nowOrSoon.minute >= hours.opens) return { kind: 'datetime', at: lastCall };
  return { kind: 'datetime', at: firstOpenMoment(at, NO_CLOSED_DAYS).setZone(at.zone) };
}

/**
 * "how much is the slice?", "whats in the whole one?" asked which: the question is about that
 * option, which is not picked by asking. True when the message is such a question.
 */
function askedAboutChoice(short: string, intents: Set<Intent>, options: Product[], reading: Reading): boolean {
  if (!reading.choice || !(intents.has('price_question') || intents.has('describe_question')) || !/\?$|^(?:how|what|whats|is|does)\b/.test(short)) return false;
  reading.about = { ...reading.about, skus: reading.choice.flatMap((at) => (options[at] ? [options[at].id] : [])), category: null };
  reading.choice = null;
  return true;
}

/** "asap", "as soon as possible": the soonest the bakery can, asked for a time. */
const SOONEST = /^(asap|a\.?s\.?a\.?p\.?|as soon as (possible|you can|you're able)|now|right now|right away|soonest|earliest|the earliest( you can| possible)?|as early as possible|as soon as|soon as possible|whenever it'?s ready|when(ever)? (it'?s |its )?ready)$/;

/** Words written like a name that are not one, when a name was asked for. */
const YES_OR_THANKS_WORDS = /^(yes|yeah|yep|yup|sure|ok|okay|thanks|thank|cheers|no|nope|hi|hello|hey|help|menu|cancel|stop|hours|status|correct|perfect|great|fine|right|confirm|confirmed|alright|bye|goodbye)\b/i;

/** The message is only a control word (yes, no, cancel, menu...), not an answer. */
function controlOnly(intents: ReadonlySet<string>): boolean {
  return ['yes', 'no', 'cancel', 'restart', 'person', 'help', 'menu', 'hours', 'status', 'greeting', 'thanks', 'goodbye'].some((intent) => intents.has(intent));
}

/** "both whole cakes", "slices for all": the form said is for every flavour still to be asked about. */
export function saysFormForAll(folded: string): boolean {
  // "whole cakes", "whole ones" with more than one flavour waiting: every one of them whole.
  return (/\b(?:both|all|each|every one|all of them)\b/.test(folded) && /\b(?:whole|cakes|slices?)\b/.test(folded)) || /\bwhole (?:cakes|ones)\b/.test(folded);
}

/** "Ty", "Ty Nguyen": one or two capitalised words, as a name is typed. */
const CAPITALISED_NAME = /^\p{Lu}[\p{Ll}\p{M}'’-]+(?:\s+\p{Lu}[\p{Ll}\p{M}'’-]+)?[.!]?$/u;

const STREET_WORDS = /\b(st|street|ave|avenue|rd|road|blvd|boulevard|lane|ln|dr|drive|way|court|ct|place|pl|hwy|highway|parkway|pkwy|circle|cir|trail|loop|apt|suite|unit|house|building|office|hotel|hall|center|centre)\b/i;
