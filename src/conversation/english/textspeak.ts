// Short forms people text, spelled out before a message is read.

const COUNT_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** "three" or "3": the count as digits. */
const digits = (count: string): string => (/\d/.test(count) ? count : String(COUNT_WORDS.indexOf(count) + 1));

const SPANISH_DAYS: Record<string, string> = { domingo: 'sunday', lunes: 'monday', martes: 'tuesday', miercoles: 'wednesday', jueves: 'thursday', viernes: 'friday', sabado: 'saturday' };

const TEXTSPEAK: Array<[RegExp, string | ((said: string, ...groups: string[]) => string)]> = [
  [/\blmn\b/g, 'lemon'],
  // "two-ish", "like two or so", "sometime around lunch": about that hour, as "2ish" and "around noon" are read.
  [/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[\s-]ish\b/g, (_said: string, hour: string) => `${digits(hour)}ish`],
  [/\b(?:like |about |around )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) or so\b(?!\s+(?:slices?|cakes?|pieces?|people|guests|persons|kids|of)\b)/g, (_said: string, hour: string) => `around ${digits(hour)}`],
  [/\b(?:sometime )?(?:around|about) lunch\b/g, 'at noon'],
  // "a red velvet slice rn", "pick up in 5": right now, and five minutes from now.
  [/\brn\b/g, 'right now'],
  [/\b(pick ?-?up|pick (?:it|them) up|grab (?:it|them)|come (?:by|in|get (?:it|them)))\s+in\s+(\d{1,2})(?=\s*(?:[.!?,]|$))/g, '$1 in $2 minutes'],
  // "sat@3", "tmrw@2pm": the day, then the time.
  [/\b([a-z]{3,9})@(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)\b/g, '$1 at $2'],
  // "redvelvet", "red-velvet": the flavour written as one word.
  [/\bred-?velvet\b/g, 'red velvet'],
  // "I dont want a whole cake, just 2 slices": the cake turned down is not ordered.
  [/\b(?:i\s+)?(?:don'?t|do not|dont)\s+(?:want|need)\s+(?:a|an|the|any)\s+(?:whole\s+)?(?:[a-z]+\s+){0,2}?cakes?\s*[,.;]?\s*(?=(?:just|only|but)\b)/g, ''],
  // "carrot cake para el domingo 11am", "2 slices para hoy a las 4": the Spanish day and hour words
  // a Texas bakery hears inside English orders. (The days, never a whole message in Spanish.)
  [/\bpara el\b/g, 'for'],
  // "after lunch" said alone when the time is asked, "around lunchtime": the part of the day (whose
  // hour is then asked), or noon. Beside a day ("after lunch on monday", "monday after lunch"),
  // the afternoon of that day.
  [/^(?:(?:sometime|maybe|probably|um+|uh+)\s+)?after lunch[.!]?$/g, 'in the afternoon'],
  [/\b(?:sometime )?after lunch(?: on| this| next)? (?=(?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/g, 'afternoon on '],
  [/\b((?:today|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day)) (?:sometime )?after lunch\b/g, '$1 afternoon'],
  [/^(?:(?:sometime|maybe|probably|um+|uh+)\s+)?before lunch[.!]?$/g, 'in the morning'],
  [/\b(?:at |around |about )?lunch ?time\b|\bat lunch\b/g, 'at noon'],
  [/\b(?:el |este )?(domingo|lunes|martes|miercoles|jueves|viernes|sabado)\b/g, (_said: string, day: string) => SPANISH_DAYS[day] ?? day],
  [/\bpara hoy\b|\bhoy\b/g, 'today'],
  [/\bpara manana\b|\bmanana\b(?! por la)/g, 'tomorrow'],
  [/\ba las (\d{1,2}(?::\d{2})?)\b/g, 'at $1'],
  [/\b(?:gimme|gimmie|giv me)\b/g, 'give me'],
  // "a fudge slice and a large one": two slices, the second large, never one large slice.
  // "2 choc fudge slices and a large one too", "2 fudge slices plus another large one": one more, large.
  [/\b(a|one|two|three|four|five|six|\d{1,2}) ((?!(?:large|regular|big|small)\b)[a-z]+(?: [a-z]+){0,2}?) (slices?|cakes?) (?:and|plus|\+) (?:a|one|another) (large|regular|big|small) one\b/g, (_said: string, count: string, flavour: string, kind: string, size: string) => `${count} ${flavour} ${kind} and a ${size} ${flavour} ${kind.replace(/s$/, '')}`],
  // "red velvet slices for 2 at 3pm": a slice each for two, as "slices x2"; only with nothing after
  // the number that could make it a time ("for three thirty", "for nine this morning") or a head count.
  [/(?<!\b(?:\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|couple|few|some)\s+(?:[a-z]+\s+){0,3})\b(slices|pieces) for (\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=\s*(?:[,.!?;]|$|at\b|@|pls\b|please\b|thanks\b|thx\b|for pick ?up\b|pick ?up\b|and\b|&))/g, (_said: string, what: string, count: string) => `${what} x${digits(count)}`],
  // "change the quantity to 3", "the amount should be 4": the count put right, as "make it 3".
  [/\b(?:change|set|update|make) (?:the )?(?:quantity|qty|amount|number|count)(?: of (?:them|it|slices|cakes))? to\b/g, 'make it'],
  // "actually I need twelve", "make it eleven": a count said in words, as a number.
  [/\b(i need|i want|we need|we want|give me|gimme|make it|make that|i'?ll take|i'?ll have|let'?s do|lets do|change (?:it|that) to) (seven|eight|nine|ten|eleven|twelve)\b/g, (_said: string, lead: string, count: string) => `${lead} ${digits(count)}`],
  // "2 choc cakes n 6 slices", "choc n rv": "n" texted for "and" between what is ordered.
  [/\b(cakes?|slices?|pieces?|ones?|choc|chocolate|fudge|carrot|lemon|vanilla|rv|velvet)\s+n\s+(?=(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|some|\d{1,3}|choc|chocolate|fudge|carrot|lemon|vanilla|rv|red)\b)/g, '$1 and '],
  [/\bx-?mas\b/g, 'christmas'],
  // "nxt sat" is "next sat"; "15h", as a 24-hour clock is written in much of the world, is 15:00.
  [/\bnxt\b/g, 'next'],
  // "hw much 4 a choc fudge cake": "how much for", never a count of 4 or 4 o'clock.
  [/\b(?:hw|hws|hiw)\s+(much|many|long|late|early|big)\b/g, 'how $1'],
  [/\b(how much(?: is| r| are)?(?: it)?)\s+4\s+(?=(?:a|an|the|one|1|2|two|3|three|\d+\s+|\w+\s+(?:cake|slice)))/g, '$1 for '],
  // "carrot cake 4 sat 2 pm", "vanilla cake 4 my sons bday": "for" after what is ordered, never a count of 4.
  [/\b(cakes?|slices?)\s+4\s+(?=(?:sat|sun|mon|tue|tues|wed|thu|thur|thurs|fri)[a-z]{0,6}\b|(?:today|tonight|tomorrow|tmrw|tmr|2moro|2morrow|next|this|my|his|her|their|our|the|a|an|bday|birthday|party|pickup|pick ?up|delivery)\b)/g, '$1 for '],
  // "carrot cake times three": a count after what is ordered, as "x3" is written.
  [/\b(cakes?|slices?)\s+times\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (_said: string, what: string, count: string) => `${what} x${digits(count)}`],
  // "carrot slice x2 choc slice x1": each count ends its own line, as a comma would, when the next
  // line ends with its count too. ("five (5) whole cakes" and "(2) carrot slices" are written "five
  // x5 whole cakes" and "x2 carrot slices" by then: a count said twice, or said first.)
  [/(?<=[a-z])(?<!\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|dozen))\s+x\s?(\d{1,2})\s+(?=[a-z][a-z ]{0,30}?\sx\s?\d)/g, ' x$1, '],
  // "the carrot should be 1", "the slices need to be 6": a line's count put right, as "make the carrot 1".
  [/\b(?:the|my) ((?!(?:time|pickup|pick up|delivery|order|total|name|address|date|day|price|writing|message|phone|number)\b)[a-z]+(?: [a-z]+){0,2}?) (?:should|needs to|need to|has to|have to|must|ought to) be (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:am|pm|a\.m|p\.m|:|o'?clock|inch|in\b|people|guests))/g, 'make the $1 $2'],
  // "i got a question", "i got a nut allergy": have, never an order got before.
  [/\bi(?:'ve| have)? got (a|an|some|two|a few|a couple(?: of)?) (quick |few |couple )?(questions?|allerg(?:y|ies)|[a-z]+ allerg(?:y|ies))\b/g, 'i have $1 $2$3'],
  [/\b(1[3-9]|2[0-3])h\b/g, '$1:00'],
  // "2 fudge slices 1730", "today 1400 pls": four digits after a day or what is ordered, ending the
  // message or followed by little else, are a 24-hour time (never a street number, which has its street after it).
  [/\b(today|tonight|tomorrow|tmrw|tmr|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|urday|nesday|sday)?|slices?|cakes?)\s+((?:0[7-9]|1\d|20)[0-5]\d)(?=\s*(?:[.,!?]|$|pls|please|thanks|thx|for pick ?up|pick ?up|today|tomorrow|tmrw))/g, '$1 at $2'],
  [/\bslcs?\b/g, 'slices'],
  [/\bmsg\b/g, 'message'],
  [/\bvnla\b/g, 'vanilla'],
  [/\b(dlvr|dlvry|delivr)\b/g, 'delivery'],
  [/\bpckup|pkup\b/g, 'pickup'],
  // Day names and "pickup" as thumbs mistype them: "satuday", "wensday", "pikcup", "pick it uo".
  [/\b(?:satuday|saturdy|saterday|satruday|sautrday|satday)\b/g, 'saturday'],
  [/\b(?:wensday|wendsday|wednsday|wedensday|wednesay|wednseday)\b/g, 'wednesday'],
  [/\b(?:thurday|thrusday|thursay|thirsday)\b/g, 'thursday'],
  [/\b(?:tuesay|tusday|teusday|tuseday)\b/g, 'tuesday'],
  [/\b(?:fridy|firday|frday)\b/g, 'friday'],
  [/\b(?:sundy|sunady|suday)\b/g, 'sunday'],
  [/\b(?:mondy|monady|mnoday)\b/g, 'monday'],
  [/\b(?:pikcup|pickpu|picup|pcikup|pickuo)\b/g, 'pickup'],
  [/\bpick (it |them )?uo\b/g, 'pick $1up'],
  // "oops typo, 10 not 100": a count typed with a key too many, put right ("4 not 3" may be a time).
  [/^(?:(?:oops|whoops|sorry|typo|oh|wait|my bad|oh no|meant)[,!. ]+)*(?:i meant\s+)?(\d{1,3}),? not (\d{1,4})[.!]*$/g, (said: string, meant: string, typed: string) => (typed.length > meant.length && typed.startsWith(meant) ? `make it ${meant}` : said)],
  // "3;30": a semicolon typed for the colon of a time.
  [/\b(\d{1,2});(\d{2})\b/g, '$1:$2'],
  [/@\s?(?=\d)/g, 'at '],
  // Numbers a speech engine writes as words that sound the same: "get to whole chocolate cakes",
  // "too slices", "at for thirty", "at too this afternoon", "for lemon slices".
  [/\b(?:to|too)\s+(?=(?:of (?:the|those|them|these)\s+)?(?:whole|large|regular|big|small)\s|(?<=\b(?:give me|get me|i'?ll take|i want|i'?d like|i need) (?:to|too)\s+)of (?:the|those|them|these)\b|slices\b|(?:of the\s+)?(?:lemon|carrot|chocolate|choc|red velvet|vanilla)(?:\s+\w+)?\s+(?:slices|cakes|ones)\b)/g, 'two '],
  [/\bat (?:for|fore)(?=\s+(?:thirty|fifteen|forty|o'?clock|pm|p\.m|in the|this|today|tomorrow)\b|\s*[.,?!]|$)/g, 'at four'],
  [/\bat (?:to|too)(?=\s+(?:thirty|fifteen|forty|o'?clock|pm|p\.m|in the|this|today|tomorrow)\b|\s*[.,?!]|$)/g, 'at two'],
  // "can i get for slices of carrot", "ate slices of lemon": four and eight, as a speech engine heard them.
  [/\b(?:i'?d like|i want|can i get|could i get|can i have|get me|i need|give me|and|i'?ll take|i'?ll have|order|ordering) (for|ate) (?=(?:whole\s+)?(?:lemon|carrot|chocolate|choc|red velvet|vanilla)(?:\s+\w+)?\s+(?:slices|cakes)\b|(?:slices|pieces|cakes|whole cakes)\b)/g, (said: string, heard: string) => said.replace(/(?:for|ate) $/, heard === 'for' ? 'four ' : 'eight ')],
  // "2 doz slices", "a dozen and a half", "a baker's dozen": counts by the dozen, as numbers.
  [/\bdoz\b\.?/g, 'dozen'],
  // "1/2 dozen": half a dozen, never the 2nd of January and a dozen.
  [/(?<![\d/])1\/2 (?:a )?dozen\b/g, '6'],
  [/\b(?:a|one) dozen and (?:a )?half\b|\b(?:one and a half|1\.5) dozen\b/g, '18'],
  [/\b(?:two|2) and a half dozen\b|\b(?:two|2) dozen and (?:a )?half\b/g, '30'],
  [/\b(?:a |one )?baker'?s'? dozen\b/g, '13'],
  // "sorry, I said four but I meant five": the count said again, as a change of it.
  [/\b(?:i|we) said (\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) but (?:i |we )?(?:meant|mean|want|wanted|need) (\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s*(?:o'?clock|am|pm|a\.m|p\.m|:))/g, (_said: string, _before: string, meant: string) => `make it ${meant}`],
  // "a hundred and one lemon slices": the number said in words.
  // "two hundred lemon slices": hundreds said in words, as a number (capped and said back).
  [/\b(two|three|four|five|six|seven|eight|nine) hundred\b(?=\s+(?:and\s+\w+\s+)?(?:\w+\s+){0,3}(?:slices|cakes|pieces)\b)/g, (_m: string, hundreds: string) => String(100 * (['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].indexOf(hundreds) + 2))],
  [/\b(?:a|one) hundred and (one|two|three|four|five|six|seven|eight|nine|ten)\b/g, (_m: string, unit: string) => String(100 + ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].indexOf(unit) + 1)],
  [/\b(?:a|one) hundred\b(?=\s+(?:\w+\s+){0,3}(?:slices|cakes|pieces)\b)/g, '100'],
  // "fifteen, that's one five, vanilla slices", "fifty, that's five zero, fifty": a count spelled out
  // on a call to be sure of it is said once.
  [/,?\s*that'?s\s+(?:(?:one|two|three|four|five|six|seven|eight|nine|zero|oh)[\s,-]+){1,2}(?:one|two|three|four|five|six|seven|eight|nine|zero|oh)\b(?:,\s*(?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b)?,?/g, ' '],
  // "like a thousand slices": more than an order holds, said as a number so the most is said back.
  [/\b(?:a|one) thousand\b(?=\s+(?:\w+\s+){0,3}(?:slices|cakes|pieces)\b)/g, '1000'],
  // "a million slices", "100,000 cakes", "99999999 slices": far more than an order holds, said as
  // a number over the most, so the most is said back rather than one being read.
  [/\b(?:(?:a|one|like a|like one)\s+)?(?:hundred\s+)?(?:million|billion|trillion|zillion|gazillion|bazillion|hundred thousand)\b(?=\s+(?:\w+\s+){0,3}(?:slices|cakes|pieces)\b)/g, '99999'],
  // (A phone number is no count: "Jo 5125550177 carrot cake".)
  [/\b(?!1?[2-9]\d{2}(?!(\d)\1{6})\d{7}\b)(?:\d{1,3}(?:,\d{3})+|\d{5,})\b(?=\s+(?:\w+\s+){0,3}(?:slices?|cakes?|pieces?)\b)/g, '99999'],
];

/** "2 lmn slcs @ 3 plz": the short forms people text, spelled out. */
export function textspeak(folded: string): string {
  return TEXTSPEAK.reduce((text, [pattern, word]) => text.replace(pattern, word as string), folded);
}
