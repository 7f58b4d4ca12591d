import fc from 'fast-check';
import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BAKERY_ZONE } from '../../src/orders/bakery-zone.js';

const chicago = IANAZone.create('America/Chicago');
const anyInstant = fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2040, 0, 1) });
// Every minute of the days around the DST changes of 2026 and 2027.
const dstDays = ['2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07'];
const aroundDst = fc
  .tuple(fc.constantFrom(...dstDays), fc.integer({ min: -24 * 60, max: 24 * 60 * 2 }))
  .map(([day, minutes]) => Date.parse(`${day}T00:00:00Z`) + minutes * 60_000);

describe('the bakery time zone', () => {
  it('has the same offset as luxon’s America/Chicago at any instant, including around DST changes', () => {
    fc.assert(
      fc.property(fc.oneof(anyInstant, aroundDst), (ms) => {
        expect(BAKERY_ZONE.offset(ms)).toBe(chicago.offset(ms));
      }),
      { numRuns: 5000 },
    );
  });

  it('builds the same wall-clock times, including those the clocks skip or repeat', () => {
    const wallClocks = ['2026-03-08T02:30', '2026-11-01T01:30', '2026-07-04T14:00', '2027-01-01T00:00'];
    for (const text of wallClocks) {
      expect(DateTime.fromISO(text, { zone: BAKERY_ZONE }).toISO()).toBe(DateTime.fromISO(text, { zone: 'America/Chicago' }).toISO());
    }
    const beforeSpringForward = DateTime.fromISO('2026-03-07T14:00', { zone: BAKERY_ZONE });
    expect(beforeSpringForward.plus({ days: 1 }).toISO()).toBe('2026-03-08T14:00:00.000-05:00');
  });

  it('is named and compared as America/Chicago', () => {
    const local = DateTime.fromMillis(Date.UTC(2026, 10, 21, 18), { zone: BAKERY_ZONE });
    expect(local.zoneName).toBe('America/Chicago');
    expect(BAKERY_ZONE.equals(chicago)).toBe(true);
    expect(local.toFormat('ZZZZ')).toBe('CST');
    expect(local.toISO({ extendedZone: true })).toBe('2026-11-21T12:00:00.000-06:00[America/Chicago]');
  });
});
