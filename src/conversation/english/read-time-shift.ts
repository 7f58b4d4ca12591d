// "can u push it back half an hour", "can we make it an hour earlier?", "push that back a day,
// same time": the order's time moved by an amount, counted from the time already on the order
// (never from now). Read only while the order has a time.

const AMOUNT =
  "(an hour and a half|an hour and 30 min(?:ute)?s?|half an hour|a half hour|half hour|an hour|one hour|a day|one day|a week|one week|a couple (?:of )?(?:hours|days)|(?:\\d{1,3}|two|three|four|five|ten|fifteen|twenty|thirty|forty[- ]five|forty|fifty)\\s*(?:min(?:ute)?s?|hours?|hrs?|days?))";
const LATER_VERB = /\b(?:push(?:ed)?|move|moved|bump|bumped|set|put)\s+(?:it|that|this|the (?:pickup|pick up|time|order|delivery|cake)|my (?:pickup|order))?\s*(back|later|forward|up|earlier)\b/;
const SHIFT = new RegExp(
  `\\b(?:(?:push(?:ed)?|move|moved|bump|bumped|make|made|set|put|change|do)\\s+(?:it|that|this|the (?:pickup|pick up|time|order|delivery|cake)|my (?:pickup|order))?\\s*(?:back|forward|up)?\\s*(?:by\\s+)?)?${AMOUNT}\\s*(earlier|later|sooner|before|after|back|forward)?\\b`,
);

const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, ten: 10, fifteen: 15, twenty: 20, thirty: 30, 'forty five': 45, 'forty-five': 45, fortyfive: 45, forty: 40, fifty: 50 };

export type TimeShift = { minutes: number; phrase: string };

/** "have the driver text me 10 min before", "call me 5 minutes out": when to be told, not a new time. */
const HEADS_UP = /\b(?:text|call|ring|phone|message|ping|notify|buzz|let me know|tell me|give me a heads up)\b[^.!?]{0,30}$/;

/** "same time next week instead", "the same day and time the week after": a week later. */
const A_WEEK_ON = /\b(?:the )?same (?:day and )?time,? (?:but )?(?:next week|the (?:following|next) week|the week after)\b/;

export function readTimeShift(folded: string): TimeShift | null {
  const weekOn = A_WEEK_ON.exec(folded);
  if (weekOn) return { minutes: 7 * 24 * 60, phrase: weekOn[0] };
  const match = SHIFT.exec(folded);
  if (match && HEADS_UP.test(folded.slice(0, match.index))) return null;
  if (!match) return null;
  const amount = minutesOf(match[1] as string);
  const verb = LATER_VERB.exec(match[0])?.[1];
  const direction = match[2] ?? verb;
  if (amount === null || !direction) return null;
  const earlier = /^(earlier|sooner|before|forward|up)$/.test(direction);
  return { minutes: earlier ? -amount : amount, phrase: match[0] };
}

function minutesOf(amount: string): number | null {
  if (/^an hour and (?:a half|30)/.test(amount)) return 90;
  if (/half/.test(amount)) return 30;
  if (/^(?:an|one) hour$/.test(amount)) return 60;
  if (/^(?:a|one) day$/.test(amount)) return 24 * 60;
  // "move it a week later": the same time a week after the order's day.
  if (/^(?:a|one) week$/.test(amount)) return 7 * 24 * 60;
  if (/^a couple/.test(amount)) return /days/.test(amount) ? 2 * 24 * 60 : 120;
  const counted = /^(\d{1,3}|[a-z]+(?:[- ][a-z]+)?)\s*(min|hour|hr|day)/.exec(amount);
  if (!counted) return null;
  const n = /^\d/.test(counted[1] as string) ? Number(counted[1]) : WORDS[counted[1] as string];
  if (!n) return null;
  return counted[2] === 'min' ? n : counted[2] === 'day' ? n * 24 * 60 : n * 60;
}
