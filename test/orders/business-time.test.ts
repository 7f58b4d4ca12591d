import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatLocal, isDaytime } from '../../src/orders/business-time.js';

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
});
