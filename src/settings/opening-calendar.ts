import type { OpeningCalendar, OpenMinutes } from '../orders/business-time.js';
import { type BakerySettings, minuteOfDay } from './bakery-settings.js';

// The settings' closed days and special hours as the time rules read them, built once per
// settings copy (the store hands out the same object until it changes).

const calendars = new WeakMap<BakerySettings, OpeningCalendar>();

export function openingCalendar(settings: BakerySettings): OpeningCalendar {
  let calendar = calendars.get(settings);
  if (!calendar) {
    const specialHours = new Map<string, OpenMinutes>(
      Object.entries(settings.specialHours).map(([day, hours]) => [day, { opens: minuteOfDay(hours.opens), closes: minuteOfDay(hours.closes) }]),
    );
    calendar = { closedDays: new Set(settings.closedDays), specialHours };
    calendars.set(settings, calendar);
  }
  return calendar;
}
