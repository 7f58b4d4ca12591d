// English only: the package's index also loads a dozen other languages, a tenth of start-up.
import * as chrono from 'chrono-node/en';
import type { ParsedResult } from 'chrono-node';
import { weekdayOfMonth, weekdayWeek, weekendSaid } from './read-weekday-of-month.js';
import { thanksgivingDay } from '../../orders/holidays.js';
import { DateTime } from 'luxon';
import { BAKERY_ZONE } from '../../orders/business-time.js';
import type { WhenReading } from '../reading.js';

// Dates and times in customers' words, read in the bakery's time zone. chrono-node finds them
// once the ways people say times that it does not know ("three PM", "half past two", "around 4",
// "christmas eve") are rewritten into ones it does; luxon turns the wall-clock fields into an
// instant in America/Chicago, so daylight saving is right on either side of a change.

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};
const MINUTE_WORDS: Record<string, string> = { 'o five': '05', ten: '10', fifteen: '15', twenty: '20', thirty: '30', 'forty five': '45', 'forty-five': '45', fortyfive: '45', 'fifty': '50' };
/** A time of day written out: "7:40", "7pm". */
const CLOCK_TIME = /\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m|p\.m)|\b\d{1,2}:\d\d\b/;
const MINUTES_SAID: Record<string, string> = { five: '5', ten: '10', fifteen: '15', twenty: '20', thirty: '30', 'forty five': '45', fortyfive: '45' };
const TENS_DIGIT: Record<string, number> = { twenty: 2, thirty: 3, forty: 4, fifty: 5 };
const HOUR = '(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})';
const hourValue = (word: string): number => NUMBER_WORDS[word] ?? Number(word);

const MINUTES_FROM_NOW: Record<string, number> = { five: 5, ten: 10, fifteen: 15, twenty: 20, 'twenty five': 25, thirty: 30, forty: 40, 'forty five': 45, fifty: 50 };
/** A day said by name: a weekday (short or long), today, tomorrow or tonight. */
export const DAY_NAMES = '(?:today|tomorrow|tmrw|tonight|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const DAY_WORD = `(${DAY_NAMES})`;
// After a number, words that make it a quantity or a size, not a time.
const NOT_A_TIME = '(?!\\s*(?:inch|in\\b|"|”|slices?|pieces?|cakes?|x\\b|people|ppl|of\\b|lemon|carrot|chocolate|red|vanilla|strawberr|custom|whole|dozen|large|regular))';

const TOMORROW_SPELLINGS = 'tmrw|tmr|tmw|tmrow|tomo|2moro|2morrow|2mrw|2mrow|2morow|2mro|tomorow|tomorrw|tomorw|tmorrow|tommorow|tommorrow|tomorrrow|tomm|tomoz|tomz|tmoz|2moz';

/** "it's on the 3rd floor", "floor 2": a floor, never a day of the month. */
export const FLOOR = /\b(?:on\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|top|ground)\s+(?:floor|fl)\b|\b(?:floor|fl\.?|level)\s*#?\s*\d{1,3}\b/g;

/** An hour said and turned down: "can't do 4", "4pm is too late", "3 doesn't work" ("not 3" may be a count). */
const TURNED_DOWN_HOUR = String.raw`\b(?:can'?t|cannot|can not)\s+(?:do\s+|make\s+)?(?:at\s+)?\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?(?=\s*[,.;!?]|\s+(?:but|so|how|can|could|what|maybe|is)\b)|\b\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?\s+(?:is|would be|'s)\s+too\s+(?:late|early|soon)\b|\b\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?\s+(?:(?:does|do|will|would)(?:n'?t| not)|won'?t|wont)\s+work\b`;

const REWRITES: Array<[RegExp, string | ((...groups: string[]) => string)]> = [
  // "call my mom at 737-555-0104": a phone number, whose first digits are no time.
  [/\+?\b1?[-. ]?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/g, ' '],
  // "make it 3pm, no wait, 4pm", "I meant 2am... no wait, 12pm": the time said last is the one meant.
  [/\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?=[.,!\s]*(?:no|nope|wait|sorry|actually|oops|i mean|i meant)\b[^.!?]{0,30}?\b(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|noon)\b)/g, ' '],
  // "two PM uh no make that three PM": an hour with its half of the day put right, said in words on a call.
  [new RegExp(`\\b(?:at\\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)[.,!\\s]*(?:(?:uh+|um+|no|nope|wait|sorry|actually|oops|i mean|i meant|make (?:it|that))[,.!]?\\s+)+(?:at\\s+)?(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d{1,2})(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.))`, 'g'), 'at '],
  // "at one o'clock, no wait, one thirty", "1pm... or 1:30 is better", "like one o clock? one thirty.":
  // the time put right, with its minutes.
  [new RegExp(`\\b(?:at\\s+)?(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?|${HOUR}(?:\\s+o'?\\s?clock)?)(?:[.,!\\s]*(?:(?:no|nope|wait|sorry|actually|oops|i mean|i meant|or|make (?:it|that))[,.!]?\\s+)+|\\s*\\?+\\s+)(?:at\\s+)?(?=(?:\\d{1,2}:\\d{2}|${HOUR}\\s+(?:thirty|fifteen|forty[- ]five|o'?\\s?clock))\\b)`, 'g'), 'at '],
  // "1430" said alone when the time is asked: a 24-hour time.
  [/^\s*(?:at\s+)?(0\d|1\d|2[0-3])([0-5]\d)\s*[.!]?\s*$/, 'at $1:$2'],
  // "1400hrs", "1730h", "17:30hrs": a 24-hour time as the forces write it, never hours from now.
  [/\b([01]?\d|2[0-3]):?([0-5]\d)\s*(?:hrs|hr|h|hours)\b/g, ' at $1:$2 '],
  // "actually 5.30", "how about 4.45": a time written with a dot, after words that say a time
  // follows (never a price: "is the slice 5.50?").
  [/(^|\b(?:actually|at|around|about|by|make it|make that|how about|what about|instead|or|say|like|until|till)\s+)(1[0-2]|0?[1-9])\.([0-5]\d)\b(?!\s*(?:usd|dollars?|bucks|each|ea)\b)(?!\.\d)/g, '$1$2:$3'],
  // "by the end of the week", "end of week": the Saturday of this week, said back for checking.
  [/\b(?:by |for )?(?:the )?end of (?:the |this )?(?:work ?)?week\b/g, 'this saturday'],
  // "about 22 people on sunday": a head count, not a time.
  [/\b(\d{1,3})\s+(people|persons|guests|ppl|kids|adults|folks|of us)\b/g, ' '],
  // "at like 3", "at, uh, two in the afternoon": a filler between "at" and the time.
  [/\b(at|around|about|by|for)\s*,?\s*(?:(?:like|uh+|um+|er+|erm|maybe|probably|oh)\s*,?\s+)+(?=\d|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|eleven\b|twelve\b|noon\b)/g, '$1 '],
  [new RegExp(`\\b(${TOMORROW_SPELLINGS})\\b`, 'g'), 'tomorrow'],
  // "hello how are you today?": small talk names no day for the order.
  [/\bhow(?:'?s| is| are| r)? (?:you|u|ya|it going|your day(?: going)?|things)(?: doing| going)? today\b/g, ' '],
  // "a slice for 7? I'll swing by": with a word for coming in, "for 7" is the hour, not 7 people.
  [/\bfor\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?=\W[^.]*\b(swing by|stop by|come by|come in|pick (it |them )?up|grab (it|them))\b)/g, 'at $1'],
  [/\b(tonite|2nite)\b/g, 'tonight'],
  // "not now", "not right now" at the read-back: not yet, never the time "now".
  [/\bnot (?:right )?now\b/g, ' '],
  // "at 3 30", as voice typing writes three thirty: 3:30.
  [/\b(at|@|around|by)\s*(\d{1,2})\s+([0-5]\d)\b(?!\s*(?:slices?|cakes?|pieces?|people|guests|of\b|min|minutes))/g, '$1 $2:$3'],
  // "in a few hours": no time to put down; chrono would make it three hours from now, a time the
  // customer never said. ("in a couple of hours" is two, as said.)
  [/\b(?:in|within) (?:a few|few|several|some) (?:more )?(?:hours?|hrs?)\b/g, ' '],
  // "in an hour and a half": ninety minutes, which chrono reads.
  [/\b(?:an|one) hour and a half\b|\ban hour and 30 min(?:ute)?s?\b/g, '90 minutes'],
  [/\b(\d+|two|three|four) and a half hours\b/g, (_m: string, n: string) => `${(({ two: 2, three: 3, four: 4 } as Record<string, number>)[n] ?? Number(n)) * 60 + 30} minutes`],
  [/\btues\b/g, 'tuesday'],
  [/\b(weds|wednes)\b/g, 'wednesday'],
  [/\b(thur|thurs)\b/g, 'thursday'],
  [/\b(2day|tday)\b/g, 'today'],
  // "in about twenty minutes", "be there in like 20": minutes from now, said in words or bare.
  [/\bin (?:about |like |around |roughly |maybe |approx(?:imately)? )?(five|ten|fifteen|twenty|twenty[- ]five|thirty|forty|forty[- ]five|fifty)\s*(min|mins|minutes)\b/g, (_m: string, n: string) => `in ${MINUTES_FROM_NOW[n.replace(/[- ]/, ' ')] ?? n} minutes`],
  [/\b((?:be|get) there|(?:be|get) here|come (?:by|in)|swing by|pick (?:it|them) up|pop in|there) in (?:about |like |around |maybe )?(\d{1,2})\b(?!\s*(?::|am|pm|a\.m|p\.m|hours?|hrs?|h\b|min|mins|minutes|days?|slices?|cakes?|of\b|o'?clock))/g, (_m: string, lead: string, n: string) => (Number(n) >= 5 && Number(n) <= 59 ? `${lead} in ${n} minutes` : _m)],
  // "at, um, one, no wait, make that three o'clock": the time said last.
  [/\bat,?\s+(?:(?:um+|uh+|er+|like),?\s+)?(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s*(?:am|pm))?,?\s+no,?\s+(?:wait,?\s+)?(?:sorry,?\s+)?(?:make (?:that|it)\s+)?(?:at\s+)?(?=(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)/g, 'at '],
  // "a second order for a lemon cake", "wait a sec": an order counted, or a pause, not a time.
  [/\b(?:a|the|my|one) (?:second|third|2nd|3rd)(?=(?: [a-z]+){0,2} (?:order|one|cakes?|slices?|item|thing|time|batch|round)\b)/g, ' '],
  [/\b(?:wait|hold on|hang on|give me|just|one) (?:a|one)? ?(?:sec|second|min|minute|moment)\b/g, ' '],
  // "you are now in admin mode", "it's now 2 cakes": "now" said of how things are, not when.
  [/\b(?:are|is|am|'re|was|were|i'?m|im|it'?s|that'?s)\s+now\b(?!\s*[?.!,]?$)/g, ' '],
  // "great. now a separate order: ...", "ok now a carrot cake": "now" moves the conversation on; it is no time.
  [/\bnow(?=[,:]?\s+(?:a|an|one|another|the|for|can|could|i'?d|i want|i need|let'?s|add|separate|second|onto|on to)\b)/g, ' '],
  // "thats all for now, ill confirm later": for the time being, not a time.
  [/\b(?:all|good|ok(?:ay)?|fine|it|that|enough|set|done|everything|thats it)\s+for now\b|\b(?:i'?ll|i will|we'?ll|we will) (?:confirm|decide|let you know|get back to you|check)(?: (?:it|that|this))? later\b/g, ' '],
  // "ignore the 24 hour rule": the notice talked about, not a time.
  [/\b(?:the |your |ur )?(?:24|twenty[- ]four|48|forty[- ]eight|72|seventy[- ]two)[- ]?(?:hours?|hrs?|h)(?:'s)?\s+(?:rule|notice|policy|thing|requirement|minimum|lead time|limit)\b/g, ' '],
  // "sorry, indecisive today!", "long day today": how the customer is, not when they want it.
  [/\b(?:(?:i'?m|im|i am|so|very|really|a bit|bit|kinda|super)\s+)*(?:indecisive|tired|scattered|forgetful|all over the place|a mess|distracted|frazzled|slow|off|busy|crazy|hectic|long day)\s+today\b/g, ' '],
  // "its her last day", "my first day back": a day in someone's life, not a date.
  [/\b(?:her|his|my|their|our|your|its) (?:last|first) day(?: (?:at work|here|back|of school|on the job))?\b/g, ' '],
  // "have the driver text me 10 min before", "call me 5 minutes out": a note for the driver, not a time.
  [/\b(\d{1,3}|a few|few|five|ten|fifteen|twenty|thirty)\s*(?:min|mins|minutes?|hours?|hrs?)\s+(?:before(?:hand)?|ahead|prior)\b(?!\s+(?:noon|\d))|\b(?:text|call|ring|ping|buzz)\s+(?:me|us)\b[^.!?]{0,30}?\b(?:\d{1,3}|a few|few|five|ten|fifteen|twenty|thirty)\s*(?:min|mins|minutes?)\s+(?:out|away)\b/g, ' '],
  // "call me after 5 if there's a problem": when to call, not when to come.
  [/\b(?:call|text|ring|phone|reach|contact)\s+(?:me|us)\s+(?:after|before|at|around|by|anytime after)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b/g, ' '],
  // "I might be 10 min late" says when they may be late, not when they come.
  [/\b(\d{1,3}|a few|few|a couple of|couple of|some|a)\s*(min|mins|minutes?|hours?|hrs?)\s+(late|early|behind)\b/g, ' '],
  // "11pm lol jk 11am": the time taken back as a joke is not the time wanted.
  [/\b\d{1,2}(?::\d{2})?\s*(?:am|pm)?[.,!]*\s+(?:(?:lol|haha|lmao)[.,!]*\s+)?(?:jk|j\/k|just kidding|kidding)[,.!]?\s+(?=(?:at\s+)?\d)/g, ' '],
  // "3 not 3:30", "at 2 instead of 2:30": the time put right is not a time wanted.
  [/(\d(?::\d{2})?\s*(?:am|pm)?),?\s+(?:not|instead of|rather than)\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b(?!\s*(?:slices?|cakes?|pieces?|people|of\b))/g, '$1 '],
  // "are you open 24/7?": every day, all day; no date.
  [/\b24\s*\/\s*7\b|\b24-7\b/g, ' '],
  // "saturday wait sunday", "saturday no sorry sunday": the day said second replaces the first.
  [new RegExp(`\\b${DAY_NAMES}\\s*,?\\s+(?:(?:no|wait|sorry|actually|i mean|i meant|make (?:it|that))[,.]?\\s+){1,3}(?=${DAY_NAMES}\\b)`, 'g'), ' '],
  // "change the day to monday": the day said after "to", not "the day" read as today.
  [/\b(?:the |my |our )?(?:pick ?up |pick-up |delivery |order )?(?:day|date)\s+(?=to\s)/g, ' '],
  // "i can't do saturday, can we do sunday", "saturday doesn't work, sunday?", "switch saturday to
  // sunday": the day turned down is no day for the order; the one wanted instead is.
  [new RegExp(`\\b(?:can'?t|cannot|can not|won'?t|wont|don'?t|not|no longer)\\s+(?:do|make|come|manage|go with|be there)?\\s*(?:on\\s+)?${DAY_NAMES}\\b`, 'g'), ' '],
  [new RegExp(`\\b${DAY_NAMES}\\s+(?:(?:does|do|is|will|would)(?:n'?t| not)|won'?t|wont|isn'?t|is no longer)\\s+(?:work|be good|good|possible|ok|okay|happen)\\b`, 'g'), ' '],
  // "afternoon on monday", "in the morning this saturday": that day's part of the day, as "monday afternoon".
  [new RegExp(`\\b(?:in the |the )?(morning|afternoon|evening)\\s+(?:on\\s+)?((?:this |next )?${DAY_NAMES})\\b`, 'g'), '$2 $1'],
  // "tomorrow morning 9", "sunday afternoon 2:30": the hour of that part of the day.
  [/\b(morning|afternoon|evening)\s+(\d{1,2}(?::\d{2})?)\b(?!\s*(?:slices?|cakes?|pieces?|people|guests|of\b|inch|in\b|"|:|x\b))/g, '$1 at $2'],
  // "4pm is too late, 2 would be better", "can't do 4, how about 5": the hour turned down is not
  // the one wanted, and a bare hour said right after it is the one that is.
  [new RegExp(`(?:${TURNED_DOWN_HOUR})\\s*[,.;]?\\s*(?:but |so |how about |what about |maybe |can we do |could we do |let'?s do |make it |say |rather )?(\\d{1,2}(?::\\d{2})?(?:\\s*(?:am|pm))?)\\b(?!\\s*(?:slices?|cakes?|pieces?|people|of\\b))`, 'g'), ' at $1 '],
  [new RegExp(TURNED_DOWN_HOUR, 'g'), ' '],
  [new RegExp(`\\b(switch|change|move|push|swap)\\s+(?:it\\s+|that\\s+|the order\\s+|the pick ?up\\s+)?(?:from\\s+)?${DAY_NAMES}\\s+(?=to\\s)`, 'g'), '$1 '],
  // "change time to 4", "move it to 5:30": the new time.
  [new RegExp(`\\b(time|pickup|pick up|pick-up|it|that)\\s+to\\s+(\\d{1,2}(?::\\d{2})?)${NOT_A_TIME}`, 'g'), '$1 at $2'],
  // "pick up whenever you open": at opening, 8 AM (the notice rules may move it).
  [/\b(?:whenever|when|as soon as|once) (?:you|u|y'?all) (?:first )?open\b/g, 'at 8am'],
  // "@ 5", "@5pm": at.
  [/(^|\s)@\s*(?=\d)/g, '$1at '],
  [/\b(mid-?day|lunch ?time)\b/g, 'noon'],
  [/\b12 ?noon\b/g, 'noon'],
  [/\bnoon-?ish\b/g, 'noon'],
  // "after work today like 6ish", "5ish": about that hour.
  [/\b(?:like |around |about |maybe |at )?(\d{1,2})(:\d{2})?\s*-?ish\b/g, 'at $1$2'],
  // "first thing tomorrow": when the bakery usually opens; the summary says the time.
  [/\bfirst thing( in the morning)?\b/g, 'at 8 am'],
  // "o r d underscore four m seven q ...": an order id spelled out on a call names no time.
  [/\bo r d\b(?:\s+underscore)?(?:[\s,]+(?:[a-z]|zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)+/g, ' '],
  // "at opening", "right when you open", "as soon as you open": 8 AM, when the bakery opens.
  [/\b(?:(?:right |just )?at (?:the )?opening(?: time)?|(?:right |just |as soon as |first thing )?when (?:you|u|y'?all) open(?: up)?|as soon as (?:you|u) open(?: up)?|at open)\b/g, 'at 8 am'],
  // "between 2 and 3", "2-3pm": the start of the window.
  [/\bbetween (\d{1,2}(?::\d{2})?)\s*(am|pm)?\s*(?:and|&|-|to)\s*\d{1,2}(?::\d{2})?(?:\s*(am|pm))?/g, (_m, start, first, second) => `at ${start}${first || second ? ` ${first ?? second}` : ''}`],
  // "at 1500": a 24-hour time without its colon.
  [/\bat ([01]?\d|2[0-3])([0-5]\d)\b(?!\s*(?:slices?|pieces?|cakes?|\w+ (?:st|street|ave|avenue|rd|road|blvd|lane|ln|dr|drive)\b))/g, 'at $1:$2'],
  // "tomorrow at four, actually, no, make it five": the hour said second replaces the first.
  // "at two, I mean three", "at 2 make that 3", "at 2 or rather 3": the same with no "no" before it.
  [new RegExp(`\\b(at|around|by|for) ${HOUR}((?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?),?\\s+(?=(?:actually|no|sorry|wait|oops|make (?:it|that)|i mean|i meant|or rather)\\b)(?:(?:actually|no|sorry|wait|oops)[,.]?\\s+){0,3}(?:make (?:it|that)\\s+|i mean,?\\s+|i meant,?\\s+|or rather\\s+|at\\s+)?${HOUR}((?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?)(?!\\s*(?:slices?|pieces?|cakes?|of\\b|people))`, 'g'), (_m, w, _h1, _m1, h2, m2) => `${w} ${h2}${m2}`],
  [new RegExp(`\\b${HOUR}\\s*o'? ?clock\\b`, 'g'), (_m, h) => `${hourValue(h)}:00`],
  [/\bo'? ?clock\b/g, ":00"],
  [new RegExp(`\\bhalf past ${HOUR}\\b`, 'g'), (_m, h) => `${hourValue(h)}:30`],
  // "for half 2", "at half two": half past, as said in Britain.
  [new RegExp(`\\b(at|for|by|around|about) half ${HOUR}\\b`, 'g'), (_m, w, h) => `${w} ${hourValue(h)}:30`],
  [new RegExp(`\\bquarter (past|after) ${HOUR}\\b`, 'g'), (_m, _p, h) => `${hourValue(h)}:15`],
  [new RegExp(`\\bquarter (to|til|till|before) ${HOUR}\\b`, 'g'), (_m, _p, h) => `${((hourValue(h) + 10) % 12) + 1}:45`],
  // "ten to four", "twenty past three", "5 after 2": minutes before or after the hour.
  // "does it serve 10 to 12?", "feeds eight to ten": how many people, never a time.
  [/\b(serves?|feeds?|serving|feeding|for)\s+(?:about |around |like )?(\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*(?:to|-|–)\s*(\d{1,2}|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)\b(?!\s*(?:am|pm|a\.m|p\.m|:|o'?clock|tomorrow|today|tonight))(?:\s+(?:people|guests|persons|kids|adults))?/g, '$1 people'],
  // Digits need "minutes" ("10 minutes to 4"): "serves 10 to 12" is a range of people.
  [new RegExp(`(?<!\\b(?:serves?|feeds?|for|between|from|of|about|like)\\s)\\b(five|ten|twenty|twenty[ -]five|(?:5|10|20|25)(?= minutes))(?: minutes)? (to|til|till|before|past|after) ${HOUR}\\b(?!\\s*(?:slices?|pieces?|cakes?|people|guests|servings|of\\b))`, 'g'), (_m, n, way, h) => {
    const minutes = Number(MINUTES_SAID[n.replace('-', ' ')] ?? (n.startsWith('twenty') ? 25 : n));
    const hour = hourValue(h);
    return /^(past|after)$/.test(way) ? `${hour}:${String(minutes).padStart(2, '0')}` : `${((hour + 10) % 12) + 1}:${60 - minutes}`;
  }],
  // "nine tonight", "7:30 this evening": an evening hour.
  [new RegExp(`\\b${HOUR}(:\\d{2})?\\s+(tonight|this evening)\\b`, 'g'), (_m, h, m, when) => `${hourValue(h)}${m ?? ''} pm ${when}`],
  // "I've been trying to order for like ten minutes": how long something took, not a time.
  [/\b(?:for|been) (?:like |about |over |almost |nearly )?(?:\d{1,3}|a|an|a few|few|ten|five|fifteen|twenty|thirty|forty|forty five) (?:mins?|minutes|hours?|hrs?)\b(?! (?:from now|later|before|after))/g, ' '],
  // "make it six in the evening", "ten at night": the hour, in that part of the day.
  // "nine this morning", "four this afternoon": today, at that hour of that part of the day.
  [new RegExp(`\\b${HOUR}(:\\d{2})?\\s+this (morning|afternoon|evening)\\b`, 'g'), (_m, h, m, part) => `today at ${hourValue(h)}${m ?? ''} ${part === 'morning' ? 'am' : 'pm'}`],
  [new RegExp(`\\b${HOUR}(:\\d{2})?\\s+(?:in the (morning|afternoon|evening)|at (night))\\b`, 'g'), (_m, h, m, part, night) => `at ${hourValue(h)}${m ?? ''} ${part === 'morning' ? 'am' : night || part ? 'pm' : ''}`],
  // "eight tomorrow morning", "3 saturday afternoon": the hour, on that day, in that part of it.
  [new RegExp(`\\b${HOUR}(:\\d{2})?\\s+(today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\s+(morning|afternoon|evening|night)\\b`, 'g'), (_m, h, m, day, part) => `${day} at ${hourValue(h)}${m ?? ''} ${part === 'morning' ? 'am' : 'pm'}`],
  // "midnight tonight": the bakery's day is over long before; read as its last minute, so the hours are said.
  [/\b(?:at |by )?midnight\b/g, 'at 11:59 pm'],
  // "i'm like fifteen minutes away", "be there in ten": that many minutes from now.
  [/\b(?:i'?m|im|i am|we'?re|we are)\s+(?:like |about |around |maybe |only |just )?(\d{1,2}|five|ten|fifteen|twenty|thirty|forty[ -]?five)\s*(?:mins?|minutes)\s+(?:away|out)\b/g, (_m, n) => `in ${MINUTES_SAID[n.replace('-', ' ')] ?? n} minutes`],
  // "seven fifty-five", "two twenty five", "eleven o five": any minute said in words.
  [new RegExp(`\\b${HOUR}[ -](?:(twenty|thirty|forty|fifty)[ -]?(one|two|three|four|five|six|seven|eight|nine)|o[ -]?(one|two|three|four|five|six|seven|eight|nine))\\b${NOT_A_TIME}`, 'g'), (_m, h, tens, unit, zero) => `${hourValue(h)}:${zero ? `0${NUMBER_WORDS[zero]}` : `${TENS_DIGIT[tens] ?? 0}${NUMBER_WORDS[unit] ?? 0}`}`],
  // "three thirty", "2 fifteen", "eleven forty five"
  [new RegExp(`\\b${HOUR}[ -](o five|ten|fifteen|twenty|thirty|forty[ -]?five|fifty)\\b`, 'g'), (_m, h, m) => `${hourValue(h)}:${MINUTE_WORDS[m.replace('-', ' ')] ?? MINUTE_WORDS[m] ?? '00'}`],
  // "three pm", "ten in the morning", "at four"
  [/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(a\.?m\.?|p\.?m\.?)/g, (_m, h, meridiem) => `${hourValue(h)} ${meridiem}`],
  [/\b(at|around|about|by|after|before|for|till|until|say)\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(slices?|pieces?|cakes?|of\b))/g, (_m, w, h) => `${w} ${hourValue(h)}`],
  [/\b(\d{1,2}(?::\d{2})?)\s*in the (morning)\b/g, '$1 am'],
  [/\b(\d{1,2}(?::\d{2})?)\s*in the (afternoon|evening)\b/g, '$1 pm'],
  // "at 4 a chocolate slice": the article, which chrono would read as "4 a(m)", kept apart from the hour.
  [/\b(\d{1,2}(?::\d{2})?)\s+a\s+(?=[a-z]{2,})(?!m\b)/g, '$1, a '],
  // "3p", "10a", "at 9 a"; but "November 28 a saturday" is a date, and "at 4 a chocolate slice" is an article.
  [/(?<!\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\s)\b(\d{1,2}(?::\d{2})?)(?:(a|p)|\s+(a|p)(?!\s+[a-z]))\b(?!\.)/gi, (_m: string, time: string, joined?: string, spaced?: string) => `${time} ${joined ?? spaced}m`],
  // chrono reads "at 4" but not "around 4", "by 4" or "tomorrow 4".
  [new RegExp(`\\b(around|about|approx(?:imately)?|by|before|after|ish|no later than|sometime around|say)\\s+(\\d{1,2}(?::\\d{2})?)${NOT_A_TIME}`, 'g'), 'at $2'],
  [new RegExp(`\\b${DAY_WORD}\\s+(\\d{1,2}(?::\\d{2})?)(?!\\s*(?:st|nd|rd|th)\\b)${NOT_A_TIME}`, 'g'), '$1 at $2'],
  [/\b(\d{1,2}(?::\d{2})?)\s*-?ish\b/g, '$1'],
  // "3 in the afternoon", "10 in the morning": chrono reads neither.
  [/\b(\d{1,2}(?::\d{2})?)\s+in the (afternoon|evening)\b/g, '$1pm'],
  [/\b(\d{1,2}(?::\d{2})?)\s+in the morning\b/g, '$1am'],
  // Holidays the bakery's customers name.
  [/\bchristmas eve\b/g, 'december 24'],
  [/\b(christmas|xmas)( day)?\b/g, 'december 25'],
  [/\bnew year'?s eve\b/g, 'december 31'],
  [/\bnew year'?s( day)?\b/g, 'january 1'],
  [/\bvalentine'?s( day)?\b/g, 'february 14'],
  [/\bhalloween\b/g, 'october 31'],
  [/\b(july 4th|4th of july|fourth of july|independence day)\b/g, 'july 4'],
];

/** "the 28th", "on the 3rd": a day of this month, or of the next once it has passed. */
const ORDINAL_UNITS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const ORDINALS: Record<string, number> = {
  ...ORDINAL_UNITS, tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};
/** "the twenty eighth", "the 3rd": a day of the month said as an ordinal after "the". */
// Not "the first name", "the second one", "the third slice": an ordinal before a thing counts it.
const ORDINAL_DAY = /\bthe (?:(twenty|thirty)[ -])?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\b(?!\s+(?:name|names|one|ones|cake|cakes|slice|slices|option|choice|thing|item|line|order|floor|person|half|batch|round|layer|tier|row|place|time|week)\b|\s+(?:is|should|will|would|can|could|gets?|has|needs?|says?|with|being)\s+(?:a|an|the|one|\w+ing|be|have|say|get)\b)/g;
/** "ann the second", "henry the third": a name, said last, after someone's name (no word a date follows). */
const REGNAL = /(?<!\b(?:on|for|by|do|make|it|is|be|until|till|before|after|from|of|and|or|about|say|than|to|at)) the (?:second|third|fourth)$/;

/** "the 28th": that day of this month, or of next month once it has passed (the 31st in a shorter month: its last day). */
function nextDayNumbered(n: number, local: DateTime, near: string | null = null): DateTime {
  // "Christmas Eve" refused, then "the 23rd then": the 23rd of the month talked about, if still ahead.
  const nearMonth = near ? DateTime.fromISO(near, { zone: BAKERY_ZONE }).startOf('month') : null;
  if (nearMonth?.isValid && n <= (nearMonth.daysInMonth ?? 28) && nearMonth.set({ day: n }) >= local.startOf('day')) return nearMonth.set({ day: n });
  let month = local.startOf('month');
  if (n < local.day) month = month.plus({ months: 1 });
  // "the 31st" in November is December's: the next month that has that day, never the 30th.
  while (n > (month.daysInMonth ?? 28)) month = month.plus({ months: 1 });
  return month.set({ day: n });
}

function dayOfMonth(said: string, local: DateTime, near: string | null = null): string {
  const text = said.replace(REGNAL, ' ').replace(ORDINAL_DAY, (match, tens: string | undefined, unit: string) => {
    const value = tens ? (tens === 'twenty' ? 20 : 30) + (ORDINAL_UNITS[unit] ?? 99) : (ORDINALS[unit] ?? 99);
    return value <= 31 ? `the ${value}th` : match;
  });
  // "next August, the fourteenth", "december, the 5th": the day of the month named just before.
  const ofMonth = text.replace(/\b((?:next |this )?(?:january|february|march|april|may|june|july|august|september|october|november|december)),?\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/g, '$1 $2');
  // "sunday 29th", "Saturday 28th": "the" may go unsaid after a weekday; so may the "th" of a
  // number no hour can be ("sat 28", "fri 27 at 1pm").
  const weekdayThen = ofMonth.replace(/(?<=\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s)(1[3-9]|2\d|3[01])\b(?!\s*(?::|am\b|pm\b|a\.m|p\.m|o'?clock|slices?|cakes?|pieces?|people|guests|inch|in\b|"|-|\.\d|st\b|nd\b|rd\b|th\b))/g, '$1th');
  // "22nd at 3", "23rd instead": a day of the month with no "the", when what follows is about the
  // time or the change, never "her 22nd birthday" or "5th grade".
  // "a carrot cake the 25 at 3", "on the 28 please": the day of the month without its "th", when
  // what follows is about the time; after a bare "the", only a number no list choice or count
  // would be (13 to 31): "the 2 at 3" may be the second cake offered.
  const theDay = weekdayThen.replace(THE_BARE_DAY, (match, lead: string, day: string) => (Number(day) >= (lead === 'the' ? 13 : 1) && Number(day) <= 31 ? `${lead} ${day}th` : match));
  const bare = theDay.replace(/(?<!\b(?:the|and|of|on|&|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.?\s+)\b(\d{1,2})(st|nd|rd|th)\b(?=\s*(?:$|@|(?:at|around|by)\s*\d|\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|(?:instead|then|please|pls|works|morning|afternoon|evening|noon|pickup|pick up)\b))/g, 'the $1$2');
  // "at 3 on the 25th": "on" stays, so that the hour before it is not read as the day.
  return bare.replace(/\b(on )?(?:the |(?<=(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s))(\d{1,2})(?:st|nd|rd|th)\b/g, (match, on: string | undefined, day: string) => {
    const n = Number(day);
    if (n < 1 || n > 31) return match;
    const date = nextDayNumbered(n, local, near);
    return `${on ?? ''}${date.toFormat('LLLL')} ${date.day}`;
  });
}

const THE_BARE_DAY = /\b(on the|for the|the)\s+(\d{1,2})(?=\s*(?:$|[,.!?]|@|(?:at|around|by)\s*(?:\d|noon)|(?:instead|then|please|pls|works|morning|afternoon|evening|noon|for pick ?up|pick ?up|delivery)\b))/g;

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** "this friday", "this coming fri", by luxon's weekday (1 is Monday). */
const THIS_WEEKDAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((name) => new RegExp(`\\bthis (?:coming )?(?:${name}|${name.slice(0, 3)})\\b`, 'g'));

/**
 * "Saturday the 29th" when the 29th is a Sunday: the date said, and the weekday said with it.
 * The date wins (it is what people read off an invitation); the customer is told the difference.
 */
const MONTH_STEMS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function weekdayMismatch(folded: string, now: DateTime): { date: string; saidWeekday: number } | null {
  // "tuesday nov 25", "monday, december 1st": the weekday said with a month and its day.
  const withMonth = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?::|am\b|pm\b))/.exec(folded);
  if (withMonth) {
    const local = now.setZone(BAKERY_ZONE);
    let date = local.set({ month: MONTH_STEMS.indexOf(withMonth[2] as string) + 1, day: Number(withMonth[3]) }).startOf('day');
    if (!date.isValid || date.day !== Number(withMonth[3])) return null;
    if (date.endOf('day') < local) date = date.plus({ years: 1 });
    const saidWeekday = WEEKDAYS.indexOf(withMonth[1] as string) + 1;
    return date.weekday === saidWeekday ? null : { date: date.toISODate() as string, saidWeekday };
  }
  const match = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b/.exec(folded);
  if (!match) return null;
  const n = Number(match[2]);
  if (n < 1 || n > 31) return null;
  const date = nextDayNumbered(n, now.setZone(BAKERY_ZONE));
  if (date.day !== n) return null;
  const saidWeekday = WEEKDAYS.indexOf(match[1] as string) + 1;
  return date.weekday === saidWeekday ? null : { date: date.toISODate() as string, saidWeekday };
}

// Until this hour, someone who says "tomorrow" has not slept yet: they mean the day that has
// just begun, as a clerk on a late call would take it (and check).
const NIGHT_ENDS_HOUR = 5;

/** "tomorrow" said after midnight, before NIGHT_ENDS_HOUR: the day now begun, and the calendar's tomorrow. */
export function tomorrowAfterMidnight(folded: string, now: DateTime): { date: string; other: string } | null {
  const local = now.setZone(BAKERY_ZONE);
  if (local.hour >= NIGHT_ENDS_HOUR || !SAID_TOMORROW.test(folded)) return null;
  // "tomorrow evening at six, that's Sunday": the calendar's tomorrow, named.
  const named = WEEKDAY_NAMED.exec(folded)?.[1];
  if (named && WEEKDAYS.indexOf(named.slice(0, 3)) + 1 === local.plus({ days: 1 }).weekday) return null;
  return { date: local.toISODate() as string, other: local.plus({ days: 1 }).toISODate() as string };
}

/**
 * "next saturday" said in the week before the coming Saturday, "this weekend": the day taken
 * (`date`, ISO) and the other one the customer may have meant, to be said and put right on a word.
 */
export function otherDayMeant(folded: string, taken: string | null, now: DateTime): { said: 'next_weekday' | 'weekend' | 'next_weekend'; date: string; other: string } | null {
  if (!taken) return null;
  const today = now.setZone(BAKERY_ZONE).startOf('day');
  const day = DateTime.fromISO(taken, { zone: BAKERY_ZONE });
  const next = /\bnext\s+(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/.exec(folded)?.[1];
  if (next && !/\bnext week\b/.test(folded)) {
    const weekday = WEEKDAYS.indexOf(next) + 1;
    const ahead = (weekday - today.weekday + 7) % 7;
    if (ahead === 0 || day.weekday !== weekday) return null;
    const coming = today.plus({ days: ahead });
    const other = day.hasSame(coming, 'day') ? coming.plus({ days: 7 }) : day.hasSame(coming.plus({ days: 7 }), 'day') ? coming : null;
    return other ? { said: 'next_weekday', date: taken, other: other.toISODate() as string } : null;
  }
  const weekend = /\b(this|the|next) weekend\b/.exec(folded)?.[1];
  if (!weekend || WEEKDAY_NAMED.test(folded) || day.weekday < 6) return null;
  // Said early in the week, "next weekend" is the coming one, which no one doubts.
  if (weekend === 'next' && day.diff(today, 'days').days < 7) return null;
  const other = day.weekday === 6 ? day.plus({ days: 1 }) : day.minus({ days: 1 });
  // "next weekend": the Saturday or Sunday, and maybe the coming weekend, which is said too.
  return other < today ? null : { said: weekend === 'next' ? 'next_weekend' : 'weekend', date: taken, other: other.toISODate() as string };
}

// Plain "tomorrow", however spelled, not "the day after tomorrow" or "a week from tomorrow".
const SAID_TOMORROW = new RegExp(`(?<!\\bafter |\\bfrom )\\b(?:tomorrow|${TOMORROW_SPELLINGS})\\b`);
const WEEKDAY_NAMED = /\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rs|rsday|urday)?\b/;
const EVERY_SAID_TOMORROW = new RegExp(SAID_TOMORROW.source, 'g');

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_DAY = new RegExp(`\\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b|\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+of\\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\b`);

/** "November 31st", "feb 30": a date no calendar has (in this year or the next), and the words that say it. */
export function noSuchDate(folded: string, now: DateTime): { month: number; day: number; phrase: string } | null {
  const match = MONTH_DAY.exec(folded);
  if (!match) return null;
  const month = MONTHS.indexOf((match[1] ?? match[4] ?? '').slice(0, 3)) + 1;
  const day = Number(match[2] ?? match[3]);
  if (month < 1 || day < 1 || day > 31) return null;
  const exists = [now.year, now.year + 1].some((year) => DateTime.fromObject({ year, month, day }, { zone: BAKERY_ZONE }).isValid);
  return exists ? null : { month, day, phrase: match[0] };
}

/** Thanksgiving is the fourth Thursday of November. */
function thanksgiving(text: string, local: DateTime): string {
  // Black Friday is the day after it.
  // "the sunday after thanksgiving", "the day before thanksgiving": counted from it.
  const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  // "thxgiving", "thanksgivin", "turkey day": the same day.
  const said = text.replace(/\b(?:thx ?giving|thanks ?givin'?g?|thanksgivng|thanksgivin|turkey day)\b/g, 'thanksgiving');
  return said.replace(/\b(?:(?:the\s+)?(day|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\s+(after|before)\s+)?(thanksgiving( day)?|black friday)\b/g, (_said, unit: string | undefined, way: string | undefined, holiday: string) => {
    const after = holiday === 'black friday' ? 1 : 0;
    let day = thanksgivingDay(local.year).plus({ days: after });
    if (day.endOf('day') < local) day = thanksgivingDay(local.year + 1).plus({ days: after });
    if (unit === 'day') day = day.plus({ days: way === 'after' ? 1 : -1 });
    else if (unit) {
      const weekday = unit === 'weekend' ? 6 : DAYS.indexOf(unit) + 1;
      const step = way === 'after' ? 1 : -1;
      do day = day.plus({ days: step });
      while (day.weekday !== weekday);
    }
    return `${day.toFormat('LLLL').toLowerCase()} ${day.day}`;
  });
}

/** "the day after tomorrow", "a week from today": days counted from today, as a date chrono reads. */
function countedDays(text: string, local: DateTime): string {
  const date = (days: number) => {
    const day = local.plus({ days });
    return `${day.toFormat('LLLL')} ${day.day}`;
  };
  // The next such weekday after today, and a week after it: "saturday after next", "a week from saturday".
  const weekAfterNext = (weekday: string) => {
    const wanted = WEEKDAYS.indexOf(weekday.slice(0, 3)) + 1;
    const ahead = ((wanted - local.weekday + 7) % 7) || 7;
    return date(ahead + 7);
  };
  return text
    .replace(/\b(?:the )?day after tomorrow\b/g, () => date(2))
    .replace(/\b(?:a|one) week from (?:today|now)\b/g, () => date(7))
    .replace(/\b(?:a|one) week from tomorrow\b/g, () => date(8))
    .replace(/\b(?:(?:the|on) )?(mon|tues?|wednes|wed|thurs?|fri|satur|sat|sun)(?:day)? after next\b|\b(?:a|one) week from (?:this |next )?(mon|tues?|wednes|wed|thurs?|fri|satur|sat|sun)(?:day)?\b/g, (_m, after: string | undefined, from: string | undefined) => weekAfterNext((after ?? from) as string))
    // "same time tomorrow", "same time next saturday": this time of day, on that day.
    // "tomorrow, same time as right now", "saturday this time": the same, with the day said first
    // ("sunday at the same time" with a time on the order is that time, read elsewhere).
    .replace(/\b(?:the )?(?:same time|this time)(?: as (?:right )?now| as today| of day)?\b(?=\s+(?:tomorrow|next|on|this|mon|tue|wed|thu|fri|sat|sun))|(?<=\b(?:tomorrow|tmrw?|(?:mon|tues|wednes|thurs|fri|satur|sun)day),?\s+(?:at )?)(?:the )?(?:same time as (?:right )?now|same time as today|this time)\b/g, () => CLOCK_TIME.test(text) ? ' ' : `at ${local.plus({ minutes: (15 - (local.minute % 15)) % 15 }).toFormat('h:mm a').toLowerCase()}`)
    // "12-05 at 2pm": month and day with a dash, as "12/05".
    .replace(/\b(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b(?![-\d]|\s*(?:am|pm|a\.m|p\.m|:))/g, '$1/$2');
}

/** "remove the first one", "what's the second order?": which of the lines or orders, never the 1st or 2nd of a month. */
const WHICH_OF_THEM = /\b(?:the )?(?:first|second|third|fourth|fifth|last|other)\s+(?:one|ones|order|orders|cake|cakes|item|items|line|lines|slice|slices|option|choice|of (?:them|those|these|the (?:two|three|cakes|orders|slices|items)))\b/g;

const WEEKDAY_WORD = '((?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?)';
const WEEK_THEN_DAY = new RegExp(`\\bnext week,?\\s+(?:on\\s+)?(?:the\\s+)?${WEEKDAY_WORD}\\b`, 'g');
const DAY_THEN_WEEK = new RegExp(`\\b${WEEKDAY_WORD},?\\s+(?:of\\s+)?next week\\b`, 'g');

/**
 * "next week, tuesday", "tuesday next week": that weekday of next week. "Next week" with no day
 * names none: the day is asked, never guessed (chrono took it as a week from today).
 */
function weekOf(text: string): string {
  if (!text.includes('next week')) return text;
  return text.replace(WEEK_THEN_DAY, 'next $1').replace(DAY_THEN_WEEK, 'next $1').replace(/\b(?:sometime |some time |some day )?next week\b/g, ' ');
}

/** "about 15 carrot slices", "around 12 people": a count, never 3 PM or noon. */
const ABOUT_A_COUNT = /\b(?:about|around|roughly|approximately|approx|like|maybe)\s+\d{1,3}(?=\s+(?:[a-z]+\s+){0,3}(?:slices?|cakes?|pieces?|people|guests|persons|servings?|kids|adults|ppl)\b)/g;

/** "sunday is bad, monday?", "tomorrow doesn't work for me": a day turned down is no day to read. */
const DAY_TURNED_DOWN = /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|that day)\s+(?:is\s+(?:bad|no good|not good|not great|out|a no|not possible|impossible|tough|hard)|(?:isn'?t|is not)\s+(?:good|great|possible|ok|okay)|(?:doesn'?t|does not|won'?t|will not|wont)\s+work|(?:is\s+)?not\s+(?:gonna|going to)\s+work)(?:\s+for\s+(?:me|us))?(?:\s+(?:anymore|after all))?\b/g;

export function prepareTimeText(folded: string, now: DateTime, near: string | null = null): string {
  const local = now.setZone(BAKERY_ZONE);
  const placed = weekdayWeek(weekendSaid(weekdayOfMonth(folded.replace(WHICH_OF_THEM, ' ').replace(ABOUT_A_COUNT, ' ').replace(FLOOR, ' ').replace(DAY_TURNED_DOWN, ' '), local), local), local);
  let text = thanksgiving(dayOfMonth(countedDays(weekOf(placed), local), local, near), local);
  // "closed on thanksgiving? the night before then": the day before (or after) the day just refused.
  const nearDay = near ? DateTime.fromISO(near, { zone: BAKERY_ZONE }) : null;
  if (nearDay?.isValid) text = text.replace(/\b(?:the )?(night|day|evening) (before|after)\b(?!\s+(?:that|it|next|tomorrow|today|[a-z]+day\b|the|christmas|new|easter)\b)/g, (_m, _part, side: string) => ` ${nearDay.plus({ days: side === 'before' ? -1 : 1 }).toFormat('MMMM d').toLowerCase()} `);
  // "sat3pm", "sat@3pm", "tmrw@noon": a day glued to its time; "11/21 - 3pm": a date, then its time.
  text = text.replace(/\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tmrw|tmr|tonight)@?(?=\d)/g, '$1 at ').replace(/(\b\d{1,2}\/\d{1,2})\s*[-–—]\s*(?=\d)/g, '$1, ');
  for (const [pattern, replacement] of REWRITES) text = text.replace(pattern, replacement as string);
  if (tomorrowAfterMidnight(text, local)) text = text.replace(EVERY_SAID_TOMORROW, 'today');
  // "2 carrot slices this morning": today, not tomorrow's morning.
  text = text.replace(/\bthis morning\b(?!\s+at\b)/g, local.hour < 12 ? 'today' : 'this morning');
  // "this friday" said on a Friday is today, not a week ahead.
  text = text.replace(THIS_WEEKDAY[local.weekday - 1] as RegExp, 'today');
  // "her hands are bad now ... pickup saturday around 2": with a day or a time of day said, a
  // "now" in passing is no time.
  if (/\b(?:tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:at|by|around) \d{1,2}(?::\d\d)?(?:\s*[ap]m)?)\b/.test(text)) text = text.replace(/\b(?:right )?now\b/g, ' ');
  // "December 12, 10 inch" is a size after a date, not the year 2010.
  return text.replace(/\b\d{1,2}\s*-?\s*(?:inch(?:es)?|in\b|"|”)/g, ' ');
}

/** `exact`: the day was said as a date ("november 28"), not only as a weekday. */
/** "tomorrow morning at 7", "in the morning": the morning of the time; "good morning" is a greeting. */
const MORNING = /\b(this|tomorrow|in the|on|sat|saturday|sun|sunday|mon|monday|tue|tuesday|wed|wednesday|thu|thursday|fri|friday) morning\b|\bmorning (at|around|about)\b/;

type Found = { day: DateTime | null; time: { hour: number; minute: number } | null; exact: boolean };

/** One chrono result as the day and the time it states (either may be missing). */
const STILL = /\b(still|tonight|this evening|before (you|u) close)\b/;

/** `near`: a day just refused (ISO): "friday at 2" after it is the Friday after it, not today. */
function foundIn(result: ParsedResult, local: DateTime, morning: boolean, said = '', near: string | null = null, original = said): Found {
  const start = result.start;
  const hasDay = start.isCertain('day') || start.isCertain('weekday') || /today|tonight|tomorrow|\bin\s+\d|this (morning|afternoon|evening)/.test(result.text);
  let time: Found['time'] = null;
  // "delivered tomorrow to [an address taken out] at 5pm" reads as a range from a day to a time:
  // the time is the range's end.
  const timed = start.isCertain('hour') ? start : result.end?.isCertain('hour') ? result.end : null;
  if (timed) {
    let hour = timed.get('hour') ?? 12;
    // The bakery is open 8 AM to 8 PM: "at 3" means 3 PM, "at 7" 7 PM.
    // "tomorrow morning at 7" is 7 AM, though the bakery is not open then: the hours are said.
    // "7:30 pickup? on my way in to work" sent at 7:15 AM: the morning time just ahead is meant.
    const minute = timed.get('minute') ?? 0;
    const soonThisMorning = local.hour < 12 && !start.isCertain('day') && !start.isCertain('weekday') && !/tomorrow/.test(result.text) && (hour * 60 + minute) > (local.hour * 60 + local.minute) && (hour * 60 + minute) - (local.hour * 60 + local.minute) <= 120;
    if (!timed.isCertain('meridiem') && hour >= 1 && hour <= 7 && !morning && !soonThisMorning) hour += 12;
    // "could I still grab a slice at eight thirty?" at 10 AM: this evening, when the morning one has passed.
    // "(today) after 8" at 10 AM: 8 AM has gone, so 8 PM (when the bakery closes, which is then said).
    const afterGone = new RegExp(`\\bafter\\s+${hour}\\b(?!\\s*(?::|am|a\\.m))`).test(original) && (start.isCertain('day') ? start.get('day') === local.day && start.get('month') === local.month : !start.isCertain('weekday'));
    const stillToday = /\b(still|tonight|this evening)\b/.test(result.text) || STILL.test(said) || afterGone;
    const today = !morning && (afterGone || (!start.isCertain('day') && !start.isCertain('weekday'))) && !/\btomorrow\b/.test(said);
    if (!timed.isCertain('meridiem') && hour >= 8 && hour <= 11 && stillToday && today && hour * 60 + minute <= local.hour * 60 + local.minute) hour += 12;
    time = { hour, minute: timed.get('minute') ?? 0 };
  }
  let day = hasDay
    ? DateTime.fromObject({ year: start.get('year') ?? local.year, month: start.get('month') ?? local.month, day: start.get('day') ?? local.day }, { zone: BAKERY_ZONE })
    : null;
  // "november 1st" said on November 20 means the day that has passed, not next year's: the order
  // is then refused as past, and the customer asked again, rather than booked eleven months out.
  if (day && start.isCertain('month') && !start.isCertain('year') && day > local.plus({ days: 240 })) {
    const lastYears = day.minus({ years: 1 });
    if (lastYears > local.minus({ days: 90 })) day = lastYears;
  }
  // "friday at 5" said on a Friday at 12:30: chrono put 5 AM a week on, as 5 AM today had passed;
  // read as 5 PM, today's is still ahead, and today is meant ("next friday" still means next week).
  const weekOn = day && time && start.isCertain('weekday') && !start.isCertain('month') && !/\bnext\b/.test(`${result.text} ${said}`) && day.weekday === local.weekday && Math.round(day.diff(local.startOf('day'), 'days').days) === 7;
  if (weekOn && !(near && near > (local.toISODate() as string)) && time && local.set({ hour: time.hour, minute: time.minute }) > local) day = DateTime.fromObject({ year: local.year, month: local.month, day: local.day }, { zone: BAKERY_ZONE });
  // "my allergies are terrible today ... a cake saturday at noon": a relative day is not a date said.
  return { day, time, exact: start.isCertain('day') && start.isCertain('month') && !/^(today|tonight|tomorrow|now|this)\b/.test(result.text.trim()) };
}

/**
 * Whether prepared text has anything chrono could read as a date or time: a digit, or a word of
 * its English parsers (days, months, parts of the day, units of time, "now", "ago"...). Most
 * messages ("Dana Ruiz", "yes", "2 slices of lemon" aside) have none, and chrono tries every
 * parser on every message: it was about a third of a conversation turn's CPU. Tested against
 * chrono over every message of the customer scripts (test/conversation/read-when.test.ts).
 */
const MAY_NAME_A_TIME =
  /\d|\b(now|today|tonight|tomorrow|tmr|tmrw|yesterday|noon|midnight|morning|afternoon|evening|night|mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|weekend|weekends|sec|secs|second|seconds|min|mins|minute|minutes|hr|hrs|hour|hours|day|days|week|weeks|wk|wks|fortnight|month|months|mo|mos|quarter|quarters|year|years|yr|yrs|decade|decades|ago|later|after|before|within|next|last|past|this|end|until|till|from|since)\b/;

export function mayNameATime(prepared: string): boolean {
  return MAY_NAME_A_TIME.test(prepared);
}

/**
 * The date and time in folded text, or null. `now` anchors words like "tomorrow". People often
 * give the day and the time apart ("for today please, I'll pick them up at 4:30"): a day and a
 * time found separately are one moment; a result that states both wins over the others.
 */
/** Words before a time that make it the pickup ("pickup at 5") or part of a story ("turning 10", "party starts at 6"). */
const PICKUP_BEFORE = /\b(?:pick ?up|pick-up|pick (?:it|them) up|collect(?:ion)?|ready|deliver(?:y|ed)?|drop(?:ped)? off|swing by|stop by|come (?:in|by|get it|for it)|(?:grab|get|fetch) (?:it|them|the cake))(?: time)?\s*(?:is\s*|will be\s*|should be\s*)?(?:at|by|around|about|for)?\s*$/;
const STORY_BEFORE = /\b(?:turning|turns|turned|is|was|aged?|starts?|starting|begins?|off(?: work)?|finish(?:es)?|ends?|until|till|eat|eating|serve|serving|arrive|arrives|arriving|lands?|landing|(?:party|dinner|lunch|ceremony|game|show|event|church|work|school|meeting|flight|shower|reception|celebration|gathering|potluck)(?: is| starts?| begins?)?)\s*(?:at|around|about)?\s*$/;

function timeWeight(text: string, result: ParsedResult): number {
  const before = text.slice(Math.max(0, result.index - 30), result.index);
  const said = PICKUP_BEFORE.test(before) ? 2 : STORY_BEFORE.test(before) ? -2 : 0;
  // A time said exactly ("4pm", "3:30") outweighs a bare number.
  return said + (/:\d\d|\d\s*(?:am|pm|a\.m|p\.m)\b/.test(result.text) ? 1 : 0);
}

/** Every time the text says is part of a story ("the party starts at 6", "i get off at 1"), none a pickup. */
export function onlyStoryTimes(folded: string, now: DateTime): boolean {
  const prepared = prepareTimeText(folded, now);
  if (!mayNameATime(prepared)) return false;
  const local = now.setZone(BAKERY_ZONE);
  const results = chrono.parse(prepared, { instant: local.toJSDate(), timezone: local.offset }, { forwardDate: true }).filter((result) => result.start.isCertain('hour'));
  return results.length > 0 && results.every((result) => timeWeight(prepared, result) < 0);
}

/** A holiday said as the occasion ("a Christmas party", "Happy Thanksgiving!"), not as the day. */
const OCCASION_ONLY = /\b(?:happy|merry)\s+(?:thanksgiving|christmas|xmas|holidays|new year'?s?|easter|halloween|valentine'?s(?: day)?)\b|\b(?:thanksgiving|christmas|xmas|halloween|easter|new year'?s(?: eve)?|valentine'?s(?: day)?|friendsgiving)\s+(?:party|dinner|lunch|brunch|celebration|gathering|potluck|event|feast|meal|get-?together|open house|office party|work party)\b/g;

/**
 * When the message names. "pickup tomorrow 2pm, it's for a Christmas party": a holiday said as
 * the occasion gives way to another day said; said alone ("for Thanksgiving dinner, at 3") it is the day.
 */
export function readWhen(folded: string, now: DateTime, near: string | null = null): WhenReading | null {
  const withoutOccasion = folded.replace(OCCASION_ONLY, ' ');
  if (withoutOccasion !== folded) {
    const other = readWhenSaid(withoutOccasion, now, near);
    if (other && other.kind !== 'time') return other;
  }
  return inYearOrMonthSaid(folded, now, readWhenSaid(folded, now, near));
}

/**
 * "next year, nov 20": that date a year on. "next month at noon", no day said: no day at all (the
 * day is asked), never today at noon.
 */
function inYearOrMonthSaid(folded: string, now: DateTime, when: WhenReading | null): WhenReading | null {
  const thisYear = now.setZone(BAKERY_ZONE).year;
  if (/\bnext year\b/.test(folded) && when && when.kind !== 'time') {
    const at = when.kind === 'date' ? when.date : when.at;
    if (at.year === thisYear) return when.kind === 'date' ? { kind: 'date', date: at.plus({ years: 1 }) } : { kind: 'datetime', at: at.plus({ years: 1 }) };
  }
  if (/\b(?:next|in a|in one|within a) month\b/.test(folded) && (when === null || when.kind === 'time')) return null;
  return when;
}

function readWhenSaid(folded: string, now: DateTime, near: string | null): WhenReading | null {
  const prepared = prepareTimeText(folded, now, near);
  if (!mayNameATime(prepared)) return null;
  const local = now.setZone(BAKERY_ZONE);
  // "2 slices" or "10 inch" are not times; chrono keeps away from them, but a bare number it
  // reads as a time ("at 2") is only a time when a time word is with it.
  // "for last friday": that weekday of the week gone, which chrono, reading forward, takes for the next one.
  const lastWeekday = /\b(?:last|this past|past) (mon|tues|wednes|thurs|fri|satur|sun)day\b(?!\s+(?:of|in)\b)/.exec(prepared)?.[1];
  if (lastWeekday) {
    const weekday = ['mon', 'tues', 'wednes', 'thurs', 'fri', 'satur', 'sun'].indexOf(lastWeekday) + 1;
    const back = ((local.weekday - weekday + 7) % 7) || 7;
    return { kind: 'date', date: local.startOf('day').minus({ days: back }) };
  }
  const morning = MORNING.test(prepared) && !/\b(afternoon|evening|tonight|night)\b/.test(prepared);
  const results = chrono.parse(prepared, { instant: local.toJSDate(), timezone: local.offset }, { forwardDate: true }).filter((candidate) => !/^\d{1,2}$/.test(candidate.text.trim()));
  // Of several times, the one said as the pickup comes first: "turning 10 tomorrow ... for 4pm".
  const weighed = results.map((result) => ({ found: foundIn(result, local, morning, prepared, near, folded), weight: results.length > 1 ? timeWeight(prepared, result) : 0 }));
  weighed.sort((a, b) => b.weight - a.weight);
  const found = weighed.map(({ found }) => found);
  const completeAt = found.findIndex((f) => f.day && f.time);
  const timedAt = found.findIndex((f) => f.time);
  // A time said with its day stands, unless a time said as the pickup outweighs it (sorted first).
  const outweighed = completeAt >= 0 && (weighed[completeAt]?.weight ?? 0) < (weighed[timedAt]?.weight ?? 0);
  const complete = completeAt < 0 ? undefined : outweighed ? { ...(found[completeAt] as Found), time: found[timedAt]?.time ?? null } : found[completeAt];
  // "saturday the 28th", "is the 28th a saturday? ... that day at 10": the date said wins over a weekday.
  const exact = found.find((f) => f.exact && f.day && f.time) ?? (complete?.exact ? complete : found.find((f) => f.exact && f.day));
  const day = exact?.day ?? complete?.day ?? found.find((f) => f.day)?.day ?? null;
  const time = complete?.time ?? found.find((f) => f.time)?.time ?? null;
  if (day && time) return { kind: 'datetime', at: day.set(time) };
  if (time) return { kind: 'time', ...time };
  if (day) return { kind: 'date', date: day };
  return null;
}

/**
 * "can we do 4 instead of 3?" with the order at 3 PM: the time moves to 4. Only when the number
 * replaced is the order's own hour; "3 instead of 2" with two slices is a count.
 */
export function readMovedTime(said: string, current: { hour: number; minute: number }): { hour: number; minute: number } | null {
  // "it should be three, not two": the hours in words too.
  // "can we do 1 instead of noon?": noon is 12.
  const folded = said.replace(/\b(instead of|rather than|not)\s+noon\b/g, '$1 12').replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=,?\s+(?:instead of|rather than|not)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d))|(?<=(?:instead of|rather than|not)\s+)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (word) => String(hourValue(word)));
  const match = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)?,?\s+(?:instead of|rather than|not)\s+(\d{1,2})(?::(\d{2}))?\s*(?:am|pm|o'?clock)?(?![\d:])/.exec(folded);
  if (!match) return null;
  const [, hourText, minuteText, meridiem, oldHour, oldMinute] = match;
  if (Number(oldHour) % 12 !== current.hour % 12 || Number(oldMinute ?? current.minute) !== current.minute) return null;
  const hour = Number(hourText);
  if (hour < 1 || hour > 12) return null;
  const afternoon = meridiem === 'pm' || (meridiem !== 'am' && hour <= 7);
  return { hour: afternoon && hour < 12 ? hour + 12 : hour, minute: Number(minuteText ?? 0) };
}

/** "can we do earlier, like 11?", "a bit later, say 5": a new hour for the order, said with earlier or later. */
export function readShiftedTime(folded: string): { hour: number; minute: number } | null {
  const match = /\b(?:earlier|later|sooner)\b[,.!]?\s*(?:than that\s*)?(?:(?:please|pls|plz|if possible|if you can)[,.!]?\s*)?[,-]?\s*(?:like|at|around|about|say|maybe|by|to)?\s*(\d{1,2}(?::\d{2})?\s*(?:am|pm)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b\s*\??$/.exec(folded.trim());
  const said = match?.[1];
  if (!said) return null;
  const meridiem = /(am|pm)$/.exec(said)?.[1];
  if (!meridiem) return readBareHour(said);
  const bare = readBareHour(said.replace(/\s*(am|pm)$/, ''));
  if (!bare) return null;
  const hour = bare.hour % 12;
  return { hour: meridiem === 'pm' ? hour + 12 : hour, minute: bare.minute };
}

/** "the time, make it 5", "pickup time should be 4:30": an hour said about the time, where a bare number is not a count. */
export function readNamedTime(folded: string): { hour: number; minute: number } | null {
  if (!/\b(time|pick ?up|pick-up|collection)\b/.test(folded) || /\b(slices?|cakes?|pieces?)\b/.test(folded)) return null;
  const said = /(?:make it|to|at|for|be|is|'s|,|:)\s*(\d{1,2}(?::\d{2})?(?:\s*(?:am|pm))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(?:please|pls|instead|then|thanks)?\s*[.!?]*$/.exec(folded.trim())?.[1];
  if (!said) return null;
  const meridiem = /(am|pm)$/.exec(said)?.[1];
  const bare = readBareHour(said.replace(/\s*(am|pm)$/, ''));
  if (!bare || !meridiem) return bare;
  return { hour: (bare.hour % 12) + (meridiem === 'pm' ? 12 : 0), minute: bare.minute };
}

/** A bare hour given in answer to "what time?": "3" is 3 PM, "11" 11 AM, "three" 3 PM. */
export function readBareHour(short: string): { hour: number; minute: number } | null {
  // "morning, like 11", "in the afternoon around 3": the part of the day says am or pm.
  const part = /\b(morning|afternoon|evening)\b/.exec(short)?.[1] ?? null;
  const said = part ? short.replace(/\b(?:in the |the )?(morning|afternoon|evening)\b[,.]?\s*/, '').replace(/^(?:like|maybe|probably|just)\s+/, '').trim() : short;
  // "630", "1030": the hour and its minutes without the colon.
  const match = /^(?:at |around |about |say |like )?(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})(?::?([0-5]\d))?(?: ?o'? ?clock)?(?:ish)?$/.exec(said);
  if (!match?.[1]) return null;
  const hour = hourValue(match[1]);
  if (hour < 1 || hour > 12) return null;
  const afternoon = part === 'afternoon' || part === 'evening' ? hour < 12 : part === 'morning' ? false : hour <= 7;
  return { hour: afternoon ? hour + 12 : part === 'morning' && hour === 12 ? 12 : hour, minute: Number(match[2] ?? 0) };
}
