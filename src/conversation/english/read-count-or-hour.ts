import type { ReaderContext, Reading } from '../reading.js';

// The answer to "3 cakes, or 3:00 PM?": "the time", "3pm", "pm" pick the hour; "cakes", "3 of
// them", "the cakes" pick the count. Anything else is read as usual.

const HOUR_PICKED = /\b(?:p\.?m\.?|pm|o'?clock|time|afternoon|hour|when)\b/;
const COUNT_PICKED = /\b(?:cakes?|of them|ones|count|quantity|how many|more)\b/;

/** True when the message picks one; `reading` then holds it as a time or a count. */
export function readCountOrHour(folded: string, ctx: ReaderContext, reading: Reading): boolean {
  const asked = ctx.countOrHour;
  if (!asked) return false;
  const hour = HOUR_PICKED.test(folded);
  const count = COUNT_PICKED.test(folded);
  if (hour === count) return false;
  if (hour) reading.when = { kind: 'time', hour: asked.hour, minute: 0 };
  else {
    reading.quantity = asked.count;
    reading.countNamed = true;
  }
  return true;
}
