import { describe, expect, it } from 'vitest';
import { holidayOn, thanksgivingDay } from '../../src/orders/holidays.js';

// The holidays on which the assistant does not promise the usual hours.

describe('holidays', () => {
  it('knows Thanksgiving is the fourth Thursday of November', () => {
    expect(thanksgivingDay(2026).toISODate()).toBe('2026-11-26');
    expect(thanksgivingDay(2027).toISODate()).toBe('2027-11-25');
    expect(holidayOn('2026-11-26')).toBe('Thanksgiving');
    expect(holidayOn('2026-11-19')).toBeNull();
  });

  it('names the fixed and the moving holidays', () => {
    expect(holidayOn('2026-12-25')).toBe('Christmas Day');
    expect(holidayOn('2026-12-24')).toBe('Christmas Eve');
    expect(holidayOn('2027-01-01')).toBe("New Year's Day");
    expect(holidayOn('2027-03-28')).toBe('Easter Sunday');
    expect(holidayOn('2026-04-05')).toBe('Easter Sunday');
    expect(holidayOn('2027-05-31')).toBe('Memorial Day');
    expect(holidayOn('2027-09-06')).toBe('Labor Day');
    expect(holidayOn('2027-07-04')).toBe('Independence Day');
  });

  it('is null for an ordinary day and for text that is not a day', () => {
    expect(holidayOn('2026-11-20')).toBeNull();
    expect(holidayOn('not a day')).toBeNull();
  });
});
