import * as chrono from 'chrono-node/en';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { mayNameATime, prepareTimeText, readMovedTime, readWhen } from '../../src/conversation/english/read-when.js';
import { fold } from '../../src/conversation/text.js';
import { BAKERY_ZONE } from '../../src/orders/business-time.js';
import { allScripts } from './scripts/corpus/index.js';

const now = DateTime.fromISO('2026-11-20T10:00:00', { zone: BAKERY_ZONE });

/**
 * What chrono itself finds in the prepared text, asked as readWhen asks it. A name spelled out
 * ("niamh, n i a m h") holds "a m", which chrono reads as "a minute" from now, and "Jon without
 * the h" holds "the h", read as "the hour": no time anyone said, so not one the fast path must keep.
 */
function chronoFinds(prepared: string): string[] {
  return chrono
    .parse(prepared, { instant: now.toJSDate(), timezone: now.offset }, { forwardDate: true })
    .map((result) => result.text)
    .filter((text) => !/^(?:an?|the) [a-z]$/.test(text));
}

const customerMessages = allScripts.flatMap((script) => script.steps.filter((step): step is string => typeof step === 'string'));
const timePhrases = [
  'in two hours', 'in an hour', 'next week', 'this weekend', 'the day after tomorrow', 'a week from now', 'within a fortnight',
  'last night', 'this evening', 'noon', 'midnight', 'three weeks ago', 'end of the month', 'xmas eve', 'thanksgiving',
  'half past two', 'quarter to five', 'three pm', 'around four', 'at seven', 'sat morning', 'Dec 12', 'the 28th', '12/24',
];

describe('reading dates and times', () => {
  it('skips chrono only for text in which chrono finds nothing: every customer message, and time phrases', () => {
    expect(customerMessages.length).toBeGreaterThan(1_000);
    const skippedWrongly = [...customerMessages, ...timePhrases]
      .map((message) => prepareTimeText(fold(message), now))
      .filter((prepared) => !mayNameATime(prepared) && chronoFinds(prepared).length > 0);
    expect(skippedWrongly).toEqual([]);
  });

  it('still reads the times in those phrases', () => {
    for (const phrase of ['half past two', 'three pm', 'tomorrow at noon', 'sat morning', 'Dec 12 at 3']) {
      expect(readWhen(fold(phrase), now), phrase).not.toBeNull();
    }
  });

  it('has nothing to read in a name, a yes or an order without a time', () => {
    for (const message of ['Dana Ruiz', 'yes please', 'a whole carrot cake', "that's right"]) {
      expect(mayNameATime(prepareTimeText(fold(message), now)), message).toBe(false);
      expect(readWhen(fold(message), now)).toBeNull();
    }
  });

  it('moves the order\'s time only when the number replaced is the order\'s own hour', () => {
    const atThree = { hour: 15, minute: 0 };
    expect(readMovedTime('can we do 4 instead of 3?', atThree)).toEqual({ hour: 16, minute: 0 });
    expect(readMovedTime('4:30 instead of 3', atThree)).toEqual({ hour: 16, minute: 30 });
    expect(readMovedTime('11am rather than 3pm', atThree)).toEqual({ hour: 11, minute: 0 });
    // With two slices at 3, "3 instead of 2" is a count.
    expect(readMovedTime('3 instead of 2', atThree)).toBeNull();
    expect(readMovedTime('make it 4', atThree)).toBeNull();
  });

  it('reads a time at the end of a range from a day ("tomorrow to [address] at 5pm")', () => {
    expect(readWhen(fold('delivered tomorrow to   at 5pm'), now)).toMatchObject({ kind: 'datetime' });
    expect((readWhen(fold('delivered tomorrow to   at 5pm'), now) as { at: DateTime }).at.toISO()).toBe('2026-11-21T17:00:00.000-06:00');
  });
});

describe('dates said as ordinals, and fillers before a time', () => {
  const at = (text: string) => {
    const when = readWhen(fold(text), now);
    return when?.kind === 'datetime' ? when.at.toFormat("ccc yyyy-MM-dd'T'HH:mm") : when;
  };

  it('reads a day of the month said in words, and prefers it to a weekday said with it', () => {
    expect(at("a whole red velvet cake for, um, saturday the twenty eighth, at eleven, and I'll come get it")).toBe('Sat 2026-11-28T11:00');
    expect(at('Is the 28th a Saturday? I need a whole red velvet cake that day at 10am for pickup')).toBe('Sat 2026-11-28T10:00');
  });

  it('reads no time in a phone number: "call my mom at 737-555-0104" is not 7:37 PM', () => {
    expect(readWhen(fold('call my mom at 737-555-0104'), now)).toBeNull();
    expect(readWhen(fold('call my wife at 512-555-0101'), now)).toBeNull();
    expect(readWhen(fold('at 3, my number is 512.555.0101'), now)).toEqual({ kind: 'time', hour: 15, minute: 0 });
  });

  it('reads no date in "the first name is Jo", "the second one" or "Ann the second", but "on the first" and "can we do the second" are days', () => {
    expect(readWhen(fold('the first name is Jo'), now)).toBeNull();
    expect(readWhen(fold('the second one'), now)).toBeNull();
    expect(readWhen(fold('Ann the second'), now)).toBeNull();
    expect((readWhen(fold('on the first'), now) as { date: DateTime }).date.toISODate()).toBe('2026-12-01');
    expect((readWhen(fold('can we do the second'), now) as { date: DateTime }).date.toISODate()).toBe('2026-12-02');
  });

  it('reads "the 25 at 3" and "on the 28 please" as days of the month, and "at 3 on the 25th" as 3 PM that day', () => {
    expect(at('a carrot cake the 25 at 3')).toBe('Wed 2026-11-25T15:00');
    expect(at('at 3 on the 25th')).toBe('Wed 2026-11-25T15:00');
    expect(at('for the 5 at noon')).toBe('Sat 2026-12-05T12:00');
    expect((readWhen(fold('on the 28 please'), now) as { date: DateTime }).date.toISODate()).toBe('2026-11-28');
    // After a bare "the", a small number may be a choice or a count: only the time is read.
    expect(readWhen(fold('the 2 at 3'), now)).toEqual({ kind: 'time', hour: 15, minute: 0 });
  });

  it('keeps the date with a time over a holiday named in passing', () => {
    expect(at("for thanksgiving I'd like a whole carrot cake, pick up Wed Nov 25 at 5pm")).toBe('Wed 2026-11-25T17:00');
  });

  it('reads weeks counted from a weekday, dashed dates, and a month then its day', () => {
    expect(at('saturday after next at noon')).toBe('Sat 2026-11-28T12:00');
    expect(at('a week from saturday at 2pm')).toBe('Sat 2026-11-28T14:00');
    expect(at('1 whole carrot cake on 12-05 at 2pm')).toBe('Sat 2026-12-05T14:00');
    expect(at('2-3pm today')).toBe('Fri 2026-11-20T14:00');
    expect(readWhen(fold("It's next August, the fourteenth."), now)).toMatchObject({ kind: 'date' });
    expect((readWhen(fold("It's next August, the fourteenth."), now) as { date: DateTime }).date.toISODate()).toBe('2027-08-14');
  });

  it('reads a month and day that passed weeks ago as this year\'s, for the order to be refused as past, not next year\'s', () => {
    expect(at('whole lemon cake for november 1st at 3pm')).toBe('Sun 2026-11-01T15:00');
    expect(at('11/19 at 3pm')).toBe('Thu 2026-11-19T15:00');
    // Months ahead, it is next year's.
    expect(at('may 1st at 2pm')).toBe('Sat 2027-05-01T14:00');
    // A relative day said in passing is no date: "my allergies are terrible today ... saturday at noon".
    expect(at('my allergies are terrible today, anyway a carrot cake saturday at noon')).toBe('Sat 2026-11-21T12:00');
  });

  it('reads the time after "at like" or "at, uh,"', () => {
    expect(at('a whole carrot cake for Sunday at like eleven in the morning')).toBe('Sun 2026-11-22T11:00');
    expect(at('sunday at, uh, two in the afternoon')).toBe('Sun 2026-11-22T14:00');
    expect(at('2 carrot slices at like 3 today, pickup')).toBe('Fri 2026-11-20T15:00');
  });
});

describe('times people say', () => {
  it('reads "in an hour and a half" as ninety minutes and "black friday" as the day after Thanksgiving', () => {
    expect(readWhen('2 carrot slices in an hour and a half', now)).toMatchObject({ kind: 'datetime' });
    const later = readWhen('2 carrot slices in an hour and a half', now);
    expect(later?.kind === 'datetime' && later.at.toFormat('HH:mm')).toBe('11:30');
    const friday = readWhen('two whole carrot cakes for black friday at 10 in the morning', now);
    expect(friday?.kind === 'datetime' && friday.at.toISODate()).toBe('2026-11-27');
  });

  const local = (text: string, near: string | null = null) => {
    const when = readWhen(text, now, near);
    if (when?.kind === 'datetime') return when.at.setZone(BAKERY_ZONE).toFormat("yyyy-MM-dd'T'HH:mm");
    if (when?.kind === 'time') return `${String(when.hour).padStart(2, '0')}:${String(when.minute).padStart(2, '0')}`;
    return when?.kind === 'date' ? when.date.toISODate() : null;
  };

  it('reads minutes from now said in words, or bare after "be there in", but not a count or an hour', () => {
    expect(local("I'll be there in about twenty minutes")).toBe('2026-11-20T10:20');
    expect(local('2 lemon slices, be there in like 20')).toBe('2026-11-20T10:20');
    expect(local('be there in 2 hours')).toBe('2026-11-20T12:00');
    expect(local('2 lemon slices, be there in 2')).toBeNull();
  });

  it('reads no day from how the customer is feeling today', () => {
    expect(local('Hmm, no, red velvet. Sorry, indecisive today!')).toBeNull();
  });

  it('reads any minute said in words, but not a count after it', () => {
    expect(local("i'll come at seven fifty-five then")).toBe('19:55');
    expect(local('at two twenty five')).toBe('14:25');
    expect(local('at eleven o five')).toBe('11:05');
    expect(local('at one thirty two lemon slices')).toBe('13:30');
  });

  it('reads "eight tomorrow morning" as 8 AM tomorrow, and "midnight" as after closing, never noon', () => {
    expect(local('ok, eight tomorrow morning then')).toBe('2026-11-21T08:00');
    expect(local('2 vanilla slices at midnight tonight')).toBe('2026-11-20T23:59');
  });

  it('reads "fifteen minutes away" as that many minutes from now', () => {
    expect(local("4 lemon slices asap, i'm like fifteen minutes away")).toBe('2026-11-20T10:15');
  });

  it('reads "tomorrow, same time as right now" as now\'s time tomorrow, unless a time is written out', () => {
    expect(local('whole cake for tomorrow, same time as right now')).toBe('2026-11-21T10:00');
    expect(local('whole cake for tomorrow same time (so 7:40pm)')).toBe('2026-11-21T19:40');
  });

  it('reads a weekday with a day of the month that no hour can be as that date', () => {
    expect(local('custom cake for saturday 28th at 12pm')).toBe('2026-11-28T12:00');
    expect(local('custom cake for sat 28 at 2pm')).toBe('2026-11-28T14:00');
    expect(local('custom cake for fri 27 at 1pm')).toBe('2026-11-27T13:00');
    expect(local('pickup saturday 3')).toBe('2026-11-21T15:00');
  });

  it('reads "the night before" as the day before the day just refused', () => {
    expect(local('ok the night before then, 7:45pm', '2026-11-26')).toBe('2026-11-25T19:45');
    expect(local('ok the day after then at noon', '2026-11-26')).toBe('2026-11-27T12:00');
  });
});

describe('a time just ahead in the morning', () => {
  it('reads "7:30" sent at 7:15 AM as 7:30 AM, and "at 3" at 10 AM as 3 PM', () => {
    const early = DateTime.fromISO('2026-11-20T07:15:00', { zone: BAKERY_ZONE });
    expect(readWhen('2 lemon slices for 7:30 pickup? on my way in to work', early)).toEqual({ kind: 'time', hour: 7, minute: 30 });
    expect(readWhen('2 lemon slices at 3', now)).toEqual({ kind: 'time', hour: 15, minute: 0 });
  });
});

describe('a time still to come today', () => {
  it('reads "after 8" at 10 AM as 8 PM, the morning one having gone, but "after 11" as 11 AM and "saturday after 8" as 8 AM', () => {
    const said = (text: string) => readWhen(fold(text), now);
    expect(said('2 carrot slices today after 8')).toMatchObject({ kind: 'datetime' });
    expect((said('2 carrot slices today after 8') as { at: DateTime }).at.hour).toBe(20);
    expect(said('after 9')).toEqual({ kind: 'time', hour: 21, minute: 0 });
    expect(said('after 11')).toEqual({ kind: 'time', hour: 11, minute: 0 });
    expect(said('after 8am')).toEqual({ kind: 'time', hour: 8, minute: 0 });
    expect((said('saturday after 8') as { at: DateTime }).at.hour).toBe(8);
  });

  it('reads "could I still grab a slice at eight thirty?" at 10 AM as 8:30 PM, but "still taking orders? ... tomorrow morning around 10" as 10 AM', () => {
    expect(readWhen('could i still grab a slice at like eight thirty?', now)).toEqual({ kind: 'time', hour: 20, minute: 30 });
    const tomorrow = readWhen('are you still taking orders? need 4 lemon slices tomorrow morning around 10', now);
    expect(tomorrow?.kind === 'datetime' && tomorrow.at.toFormat('HH:mm')).toBe('10:00');
  });
});

describe('several times in one message', () => {
  const at = (text: string) => {
    const when = readWhen(fold(text), now);
    return when?.kind === 'datetime' ? when.at.toFormat('ccc HH:mm') : when?.kind === 'time' ? `${when.hour}:${String(when.minute).padStart(2, '0')}` : null;
  };

  it('takes the time said as the pickup, not an age or when something else starts', () => {
    expect(at("My daughter's turning 10 tomorrow, can I get a red velvet cake for 4pm tomorrow?")).toBe('Sat 16:00');
    expect(at('lemon cake for Saturday, party starts at 6 so pickup at 5')).toBe('Sat 17:00');
    expect(at('I get off work at 5 so can I get 2 lemon slices at 6')).toBe('18:00');
    expect(at('we need a cake for 12 tomorrow, chocolate please, pickup at 3')).toBe('Sat 15:00');
    expect(at('carrot cake tomorrow at 3, party is at 5')).toBe('Sat 15:00');
  });

  it('takes "this friday" said on a Friday as today', () => {
    expect(at('2 carrot slices this friday at 3')).toBe('Fri 15:00');
  });

  it('moves a time said "instead of noon"', () => {
    expect(readMovedTime('can we do 1 instead of noon?', { hour: 12, minute: 0 })).toEqual({ hour: 13, minute: 0 });
  });
});
