import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { firstOpenMoment, hoursOn, isWithinBusinessHours, type OpeningCalendar } from '../../src/orders/business-time.js';

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true }).toUTC();
const calendar: OpeningCalendar = {
  closedDays: new Set(['2026-12-25']),
  specialHours: new Map([
    ['2026-12-24', { opens: 8 * 60, closes: 14 * 60 }],
    ['2026-12-26', { opens: 10 * 60, closes: 16 * 60 }],
  ]),
};

describe('special hours', () => {
  it('replace 8 AM to 8 PM on their date only', () => {
    expect(isWithinBusinessHours(at('2026-12-24T13:59:00-06:00'), calendar)).toBe(true);
    expect(isWithinBusinessHours(at('2026-12-24T14:00:00-06:00'), calendar)).toBe(false);
    expect(isWithinBusinessHours(at('2026-12-23T19:00:00-06:00'), calendar)).toBe(true);
    expect(hoursOn('2026-12-25', calendar)).toBeNull();
  });

  it('the first open moment skips the closed day and starts at the special opening', () => {
    expect(firstOpenMoment(at('2026-12-24T15:00:00-06:00'), calendar).toISO()).toBe('2026-12-26T16:00:00.000Z'); // 10 AM CST
    expect(firstOpenMoment(at('2026-12-24T06:00:00-06:00'), calendar).toISO()).toBe('2026-12-24T14:00:00.000Z');
    expect(firstOpenMoment(at('2026-12-26T17:00:00-06:00'), calendar).toISO()).toBe('2026-12-27T14:00:00.000Z');
  });
});
