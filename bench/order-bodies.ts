import { DateTime } from 'luxon';

// Every POST must be a distinct order, or deduplication (phone + items + fulfillment + time)
// turns it into a duplicate. The phone number carries a counter: +1 512 2xx-xxxx is valid for
// libphonenumber across the whole range, which gives 8 million distinct numbers (2000000..9999999).

const FIRST_LOCAL_NUMBER = 2_000_000;
const LAST_LOCAL_NUMBER = 9_999_999;

/** Tomorrow at 2 PM bakery time, as ISO 8601 with its UTC offset. */
export function tomorrowAt2pm(): string {
  const local = DateTime.now().setZone('America/Chicago').plus({ days: 1 });
  return local.set({ hour: 14, minute: 0, second: 0, millisecond: 0 }).toISO({ suppressMilliseconds: true })!;
}

/**
 * Returns a function that makes a new, distinct, valid CreateOrder body (JSON) on each call.
 * `skip`: numbers already used by an earlier series against the same database.
 */
export function orderBodies(datetime = tomorrowAt2pm(), skip = 0): () => string {
  let counter = skip;
  return () => {
    const local = FIRST_LOCAL_NUMBER + counter;
    if (local > LAST_LOCAL_NUMBER) throw new Error('ran out of distinct phone numbers');
    counter += 1;
    return JSON.stringify({
      customer: 'Bench Customer',
      phone: `+1512${local}`,
      items: [{ sku: 'chocolate-fudge-slice', qty: 1 + (counter % 3) }],
      fulfillment: 'pickup',
      datetime,
    });
  };
}
