import type { Awaiting } from './conversation-state.js';
import { closedDayText, SLICES_IN_STORE_ONLY } from './replies.js';

// The core's rejections, said in plain words with what to change next. The core's own text is
// written for API clients ("items[0].sku ..."); customers get the part that matters to them.

export type Explanation = { text: string; awaiting: Awaiting; clear: 'datetime' | 'items' | null };

export function explainRejection(code: string, coreMessage: string): Explanation {
  const plain = coreMessage.replace(/^items\[\d+\](\.sku)?:?\s*/, '').replace(/^datetime\s+("[^"]*"\s+)?/, 'That time ');
  switch (code) {
    case 'insufficient_notice':
      return { text: `That is too soon: ${coreMessage.replace(/Choose a time/, 'Please choose a time')} What day and time would work?`, awaiting: 'datetime', clear: 'datetime' };
    case 'outside_business_hours':
      return { text: 'That time is outside our hours. We are usually open 8 AM to 8 PM Central. What time would work?', awaiting: 'datetime', clear: 'datetime' };
    case 'bakery_closed': {
      const day = /on (.+?), a day the bakery is closed/.exec(coreMessage)?.[1] ?? null;
      return { text: closedDayText(day), awaiting: 'datetime', clear: 'datetime' };
    }
    case 'datetime_in_past':
      return { text: 'That time has already passed. What day and time would you like?', awaiting: 'datetime', clear: 'datetime' };
    case 'datetime_too_far_ahead':
      return { text: `${plain} What day and time would work?`, awaiting: 'datetime', clear: 'datetime' };
    case 'datetime_invalid':
    case 'datetime_nonexistent':
    case 'datetime_required':
      return { text: 'I could not work out the time. What day and time would you like?', awaiting: 'datetime', clear: 'datetime' };
    case 'unknown_sku':
    case 'sku_unavailable':
    case 'beverage_not_orderable':
    case 'size_not_offered':
      return { text: `Sorry, ${plain.charAt(0).toLowerCase()}${plain.slice(1)} What would you like instead?`, awaiting: 'items', clear: 'items' };
    case 'slice_pickup_only':
      return { text: SLICES_IN_STORE_ONLY, awaiting: 'fulfillment', clear: null };
    case 'address_required':
      return { text: 'What is the delivery address?', awaiting: 'address', clear: null };
    case 'phone_invalid':
      return { text: 'That phone number does not look right. What number can we reach you on?', awaiting: 'phone', clear: null };
    default:
      return { text: `Sorry, I could not place the order: ${coreMessage} What would you like to change?`, awaiting: null, clear: null };
  }
}
