import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BAKERY_ZONE, firstOpenMoment, formatDay, formatLocal, isDaytime, parseRequestedTime } from '../../src/orders/business-time.js';

// luxon's own zone, not the bakery's remembering one, so the comparison is independent.
const direct = (instant: DateTime) => instant.setZone('America/Chicago');
const instants = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2029, 0, 1) }).map((ms) => DateTime.fromMillis(ms, { zone: 'utc' }));
// Every minute around the four DST changes of 2026 and 2027.
const dstDays = ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'];
const aroundDst = fc
  .tuple(fc.constantFrom(...dstDays), fc.integer({ min: 0, max: 24 * 60 * 2 }))
  .map(([day, minutes]) => DateTime.fromISO(`${day}T00:00:00Z`).plus({ minutes }));

describe('business time in America/Chicago', () => {
  it('the daytime window agrees with luxon for any instant, including around DST changes', () => {
    fc.assert(
      fc.property(fc.oneof(instants, aroundDst), (instant) => {
        const hour = direct(instant).hour;
        expect(isDaytime(instant)).toBe(hour >= 8 && hour < 20);
      }),
      { numRuns: 3000 },
    );
  });

  it('formats local times exactly as luxon does in the zone', () => {
    fc.assert(
      fc.property(fc.oneof(instants, aroundDst), (instant) => {
        expect(formatLocal(instant)).toBe(direct(instant).toFormat("ccc, LLL d 'at' h:mm a"));
      }),
      { numRuns: 2000 },
    );
  });

  it('formats calendar days exactly as luxon does', () => {
    const days = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        expect(formatDay(day)).toBe(DateTime.fromISO(day, { zone: BAKERY_ZONE }).toFormat('ccc, LLL d'));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('reading a requested time with its offset', () => {
  const luxonReading = (text: string) => {
    const parsed = DateTime.fromISO(text.trim().replace(' ', 'T'), { setZone: true });
    return parsed.isValid ? parsed.toUTC().toISO() : 'invalid';
  };
  const ours = (text: string) => {
    try {
      return parseRequestedTime(text).toISO();
    } catch {
      return 'invalid';
    }
  };
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  // Mostly plausible fields, sometimes out of range, in every shape an offset can take.
  const isoWithOffset = fc
    .record({
      year: fc.integer({ min: 990, max: 2100 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
      hour: fc.integer({ min: 0, max: 25 }),
      minute: fc.integer({ min: 0, max: 61 }),
      second: fc.option(fc.integer({ min: 0, max: 61 })),
      fraction: fc.option(fc.stringMatching(/^\d{1,4}$/)),
      offset: fc.oneof(fc.constantFrom('Z', 'z', '+00:00', '-05:00', '-06:00', '+05:30', '+14:00', '-0500', '+01'), fc.stringMatching(/^[+-]\d{2}:\d{2}$/)),
      separator: fc.constantFrom('T', ' '),
    })
    .map(({ year, month, day, hour, minute, second, fraction, offset, separator }) => {
      const seconds = second === null ? '' : `:${pad(second)}${fraction === null ? '' : `.${fraction}`}`;
      return `${pad(year, 4)}-${pad(month)}-${pad(day)}${separator}${pad(hour)}:${pad(minute)}${seconds}${offset}`;
    });

  it('gives the same instant as luxon for any date, time and offset, and refuses what luxon refuses', () => {
    fc.assert(
      fc.property(isoWithOffset, (text) => {
        expect(ours(text)).toBe(luxonReading(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the usual shapes', () => {
    expect(ours('2026-11-22T14:00:00-06:00')).toBe('2026-11-22T20:00:00.000Z');
    expect(ours('2026-11-22T14:00Z')).toBe('2026-11-22T14:00:00.000Z');
    expect(ours('2024-02-29T09:30:15.5+00:00')).toBe('2024-02-29T09:30:15.500Z');
    expect(ours('2026-02-29T09:30:00Z')).toBe('invalid');
  });
});

describe('the first moment the bakery is open', () => {
  const at = (iso: string) => DateTime.fromISO(iso);
  const closed = new Set(['2026-11-26']);

  it('is the moment itself when it is in business hours on an open day', () => {
    expect(firstOpenMoment(at('2026-11-20T19:59:00-06:00'), closed).toMillis()).toBe(at('2026-11-20T19:59:00-06:00').toMillis());
  });

  it('is 8 AM that day before opening, the next open day after closing', () => {
    expect(firstOpenMoment(at('2026-11-20T05:00:00-06:00'), closed).toISO()).toBe('2026-11-20T14:00:00.000Z');
    expect(firstOpenMoment(at('2026-11-25T20:00:00-06:00'), closed).toISO()).toBe('2026-11-27T14:00:00.000Z');
  });

  it('opens at 8 AM local time across both daylight-saving changes', () => {
    expect(firstOpenMoment(at('2027-03-13T22:00:00-06:00'), closed).toISO()).toBe('2027-03-14T13:00:00.000Z'); // 8 AM CDT
    expect(firstOpenMoment(at('2026-10-31T22:00:00-05:00'), closed).toISO()).toBe('2026-11-01T14:00:00.000Z'); // 8 AM CST
  });
});
