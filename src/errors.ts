// Every error the service can answer with, in one place: a stable code, its HTTP status, the
// precise text a developer reads (`error`), and the plain words a customer reads
// (`confirmation_text` of a rejected order). docs/api-decisions.md lists them too.
//
// Details are typed per code, so code that reacts to an error (the conversation offering the
// earliest time a cake can be ready) reads fields, never the English of the message.

type Spec<D> = {
  status: number;
  /** For developers: names the field and what to send instead. */
  message: (detail: D) => string;
  /** For customers: no field paths, endpoints or HTTP words. Said after "We could not place this order." */
  customer: (detail: D) => string;
};

type NoDetail = Record<string, never>;

const spec = <D = NoDetail>(status: number, message: (detail: D) => string, customer: (detail: D) => string): Spec<D> => ({
  status,
  message,
  customer,
});

// Customer texts follow "We could not place this order." in confirmation_text.
const COULD_NOT_READ = () => 'The order could not be read. Please try again.';
const NOT_PLACED = () => 'Please check the order details and try again.';
const TRY_AGAIN_SOON = () => 'Please try again in a moment.';

const orWords = (words: string[]): string => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`);

const errorCatalog = {
  // Request shape
  invalid_json: spec(400, () => 'The request body is not valid JSON. Send a JSON object.', COULD_NOT_READ),
  unsupported_media_type: spec(400, () => 'Send the order as JSON with the header Content-Type: application/json.', COULD_NOT_READ),
  body_too_large: spec<{ limit: number; what?: string }>(
    413,
    (d) => `The request body is larger than ${d.limit} bytes${d.limit % 1024 === 0 ? ` (${d.limit / 1024} KiB)` : ''}, this route's limit. Send ${d.what ?? 'a smaller request'}.`,
    () => 'This order is too long for us to read. Please send a shorter order.',
  ),
  validation_failed: spec<{ problems: string }>(400, (d) => d.problems, () => 'Some details of the order are missing or not in the right form. Please check the order and try again.'),
  idempotency_key_conflict: spec(
    400,
    () => 'The Idempotency-Key header and the body idempotency_key differ. Send one key, or the same key in both.',
    NOT_PLACED,
  ),

  // Order rules
  phone_invalid: spec(
    400,
    () => 'phone is not a valid phone number. Send it in E.164 form, for example +15125550100.',
    () => 'The phone number does not look right. Please give a phone number with its area code.',
  ),
  unknown_sku: spec<{ index: number; sku: string }>(
    400,
    (d) => `items[${d.index}].sku "${d.sku}" is not on the menu. Use a product id from GET /api/menu.`,
    () => "We don't have that item on our menu. Please choose something from our menu.",
  ),
  beverage_not_orderable: spec<{ index: number; sku: string; name: string }>(
    400,
    (d) => `items[${d.index}]: ${d.name} is served in the cafe only; coffee and tea cannot be ordered ahead. Remove it from the order.`,
    (d) => `${d.name} is served in our cafe only: coffee and tea cannot be ordered ahead. Please leave it out of the order.`,
  ),
  sku_unavailable: spec<{ index: number; sku: string; name: string }>(
    400,
    (d) => `items[${d.index}]: ${d.name} is not available right now. Remove it or choose another product.`,
    (d) => `${d.name} is not available right now. Please choose something else from our menu.`,
  ),
  size_not_offered: spec<{ index: number; sku: string; name: string; size: string; sizes: string[] }>(
    400,
    (d) => `items[${d.index}]: ${d.name} does not come in size "${d.size}". Choose one of: ${d.sizes.join(', ')}.`,
    (d) => `${d.name} comes in ${d.sizes.join(' or ')} only. Please choose one of those sizes.`,
  ),
  slice_pickup_only: spec<{ index: number; sku: string; name: string }>(
    400,
    (d) => `items[${d.index}]: ${d.name} is sold in the bakery only; slices cannot be delivered. Choose pickup or remove it from the order.`,
    () => 'Slices are sold in the bakery only, so they cannot be delivered. Please choose pickup, or leave the slices out.',
  ),
  address_required: spec(
    400,
    () => 'address is required for delivery. Add the delivery address or choose pickup.',
    () => 'We need the delivery address for a delivery order. Please give the address, or choose pickup.',
  ),
  address_not_for_pickup: spec(
    400,
    () => 'address is only used for delivery. Remove it or set fulfillment to delivery.',
    () => 'An address was given for a pickup order. Please tell us whether you would like pickup or delivery.',
  ),
  datetime_required: spec(
    400,
    () => 'datetime is required: send the wanted pickup or delivery time in ISO 8601 with a UTC offset, for example 2026-11-21T15:00:00-06:00.',
    () => 'Please tell us the day and time you would like the order.',
  ),
  datetime_invalid: spec<{ value: string }>(
    400,
    (d) => `datetime "${d.value}" is not a valid date and time. Use ISO 8601 with a UTC offset, for example 2026-11-21T15:00:00-06:00.`,
    () => 'We could not understand the requested time. Please give the day and time you would like.',
  ),
  datetime_nonexistent: spec<{ value: string }>(
    400,
    (d) => `datetime "${d.value}" does not exist in Central Time (the clocks skip it for daylight saving). Choose another time or add a UTC offset.`,
    () => 'That time does not exist on that day because the clocks change for daylight saving. Please choose another time.',
  ),
  datetime_in_past: spec(
    400,
    () => 'datetime is in the past. Choose a future pickup or delivery time.',
    () => 'That time has already passed. Please choose a later time.',
  ),
  datetime_too_far_ahead: spec<{ days: number }>(
    400,
    (d) => `datetime is more than ${d.days} days ahead. Choose a time within ${d.days} days.`,
    (d) => `We take orders up to ${d.days} days ahead. Please choose an earlier day.`,
  ),
  /**
   * `local`: the requested time as the bakery's clock shows it ("Sat, Nov 21 at 9:00 PM");
   * `specialHours`: that day's hours when the owner set special ones ("8:00 AM to 2:00 PM on Thu, Dec 24").
   */
  outside_business_hours: spec<{ local: string; specialHours?: string }>(
    400,
    (d) =>
      d.specialHours
        ? `datetime ${d.local} is outside business hours: that day the bakery is open ${d.specialHours} Central Time. Choose a time in those hours.`
        : `datetime ${d.local} is outside business hours. Choose a time between 8 AM and 8 PM Central Time.`,
    (d) =>
      d.specialHours
        ? `${d.local} is outside our hours. That day we are open ${d.specialHours} Central Time. Please choose a time in our hours.`
        : `${d.local} is outside our hours. We are usually open 8 AM to 8 PM Central Time. Please choose a time in our hours.`,
  ),
  /**
   * `day`: the closed calendar day, YYYY-MM-DD; `dayText`: as a customer reads it ("Thu, Nov 26");
   * `nextOpenDay`/`nextOpenDayText`: the first day after it the bakery opens.
   */
  bakery_closed: spec<{ day: string; dayText: string; nextOpenDay: string; nextOpenDayText: string }>(
    400,
    (d) => `datetime is on ${d.dayText}, a day the bakery is closed. Choose another day; the next day it is open is ${d.nextOpenDayText}.`,
    (d) => `We are closed on ${d.dayText}. We are open again on ${d.nextOpenDayText}. Please choose another day.`,
  ),
  /** `earliest`: ISO instant of the first time the bakery would take; `earliestText`: the same in words. */
  insufficient_notice: spec<{ sku: string; name: string; hours: number; earliest: string; earliestText: string }>(
    400,
    (d) => `${d.name} needs ${d.hours} hours' notice. Choose a time at or after ${d.earliestText} Central Time.`,
    (d) => `${d.name} needs ${d.hours} hours' notice. The earliest we can have it ready is ${d.earliestText} Central Time.`,
  ),

  // The owner's settings (src/settings): ordering paused, pickup capacity
  /** `resumeAt`: ISO instant ordering resumes, when the owner gave one; `resumeText`: the same in words. */
  ordering_paused: spec<{ resumeAt: string | null; resumeText: string | null }>(
    503,
    (d) =>
      d.resumeAt
        ? `Online ordering is paused by the bakery until ${d.resumeText} Central Time (${d.resumeAt}). Place the order after that; Retry-After gives the seconds. The menu and order status still work.`
        : 'Online ordering is paused by the bakery for now, with no resume time set. Try again later; the menu and order status still work.',
    (d) =>
      d.resumeAt
        ? `Online ordering is paused right now. We will take orders again from ${d.resumeText} Central Time.`
        : 'Online ordering is paused right now. Please try again later.',
  ),

  /**
   * `slot`: ISO start of the full 15-minute pickup slot; `alternatives`: the nearest slots that day
   * that still have room and suit the order (ISO `at`, and `text` as a customer reads it).
   */
  pickup_slot_full: spec<{ slot: string; slotText: string; alternatives: Array<{ at: string; text: string }> }>(
    409,
    (d) =>
      d.alternatives.length > 0
        ? `The pickup slot at ${d.slotText} Central Time is fully booked. Choose another time; these slots still have room: ${d.alternatives.map((slot) => slot.at).join(', ')}.`
        : `The pickup slot at ${d.slotText} Central Time is fully booked, and no other slot that day has room. Choose another day.`,
    (d) =>
      d.alternatives.length > 0
        ? `We are fully booked for pickup at ${d.slotText}. We still have room at ${orWords(d.alternatives.map((slot) => slot.text))} Central Time. Please choose one of those times.`
        : `We are fully booked for pickup on that day. Please choose another day.`,
  ),
  /** `day`: YYYY-MM-DD the kitchen is full; `dayText`: as a customer reads it. */
  kitchen_full: spec<{ day: string; dayText: string }>(
    409,
    (d) => `The bakery takes no more whole or custom cakes for ${d.dayText}: the kitchen's capacity for that day is reached. Choose another day.`,
    (d) => `We cannot take any more cake orders for ${d.dayText}. Please choose another day.`,
  ),

  // Idempotency and rate limiting
  idempotency_key_reused: spec(
    422,
    () => 'This Idempotency-Key was already used with a different order. Use a new key for a different order.',
    NOT_PLACED,
  ),
  idempotency_request_in_flight: spec(
    409,
    () => 'An order with this Idempotency-Key is still being processed. Retry in a moment with the same key.',
    TRY_AGAIN_SOON,
  ),
  rate_limited: spec<{ seconds: number }>(
    429,
    (d) => `Too many orders from this client. Retry after ${d.seconds} seconds.`,
    (d) => `We are receiving too many orders from you right now. Please try again in ${d.seconds} seconds.`,
  ),
  // The flood guard in front of createOrder: requests of any outcome, a higher limit than orders.
  too_many_requests: spec<{ seconds: number }>(
    429,
    (d) => `Too many requests from this client. Retry after ${d.seconds} seconds.`,
    (d) => `We are receiving too many requests from you right now. Please try again in ${d.seconds} seconds.`,
  ),

  // Integrator keys (docs/agents.md)
  authorization_malformed: spec(
    401,
    () => 'The Authorization header must be "Bearer <integrator key>". Send a valid key, or no Authorization header to use the API without one.',
    TRY_AGAIN_SOON,
  ),
  api_key_invalid: spec(
    401,
    () => 'This integrator key is unknown or has been revoked. Ask the bakery for a valid key, or send no Authorization header to use the API without one.',
    TRY_AGAIN_SOON,
  ),

  // Channel webhooks
  channel_disabled: spec<{ channel: string; missing: string }>(403, (d) => `The ${d.channel} channel is off: ${d.missing} is not set.`, TRY_AGAIN_SOON),
  invalid_signature: spec<{ header: string }>(403, (d) => `The ${d.header} header is missing or does not match this request.`, TRY_AGAIN_SOON),
  malformed_webhook: spec<{ field: string }>(
    400,
    (d) => `The ${d.field} field of this webhook is malformed: it holds a control character or is not in the provider's format.`,
    TRY_AGAIN_SOON,
  ),
  not_a_message: spec(400, () => 'This is not a Twilio messaging webhook: MessageSid and From are required.', TRY_AGAIN_SOON),
  meta_verification_failed: spec(403, () => 'hub.mode must be subscribe and hub.verify_token must match META_VERIFY_TOKEN.', TRY_AGAIN_SOON),
  not_a_meta_webhook: spec(400, () => 'This is not a Messenger Platform webhook: send a JSON object with object and an entry list.', TRY_AGAIN_SOON),

  // Web chat
  chat_session_not_found: spec(404, () => 'This chat does not exist or has ended. Start a new chat.', () => 'This chat has ended. Please start a new chat.'),
  chat_message_in_flight: spec(
    409,
    () => 'This message is still being answered; the reply will appear in the chat. There is no need to send it again.',
    () => 'This message is still being answered; the reply will appear in the chat.',
  ),
  chat_rate_limited: spec<{ seconds: number }>(
    429,
    (d) => `You are sending messages too quickly. Wait ${d.seconds} seconds and send it again.`,
    (d) => `You are sending messages too quickly. Wait ${d.seconds} seconds and send it again.`,
  ),

  // Everything else
  order_not_found: spec(404, () => 'No order has this id. Check the order_id you were given.', () => 'We could not find an order with that number.'),
  route_not_found: spec<{ method: string; url: string }>(404, (d) => `There is no ${d.method} ${d.url} on this service.`, TRY_AGAIN_SOON),
  bad_request: spec(400, () => 'The request could not be read. Check its headers and body.', COULD_NOT_READ),
  catalog_invalid: spec<{ problems: string }>(400, (d) => d.problems, TRY_AGAIN_SOON),
  database_unavailable: spec<{ seconds: number }>(
    503,
    (d) => `The order database is unavailable right now. Retry after ${d.seconds} seconds with the same Idempotency-Key.`,
    TRY_AGAIN_SOON,
  ),
  metrics_unauthorized: spec(401, () => 'GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>.', TRY_AGAIN_SOON),
  internal_error: spec(500, () => 'Something went wrong on our side. Retry in a moment with the same Idempotency-Key.', TRY_AGAIN_SOON),
} as const;

type Catalog = typeof errorCatalog;
export type ErrorCode = keyof Catalog;
export type ErrorDetail<C extends ErrorCode> = Catalog[C] extends Spec<infer D> ? D : never;

/** An error as data: its code and that code's typed details. `switch (r.code)` narrows `r.detail`. */
export type Rejection = { [C in ErrorCode]: { code: C; detail: ErrorDetail<C> } }[ErrorCode];

type DetailArgs<C extends ErrorCode> = NoDetail extends ErrorDetail<C> ? [detail?: ErrorDetail<C>] : [detail: ErrorDetail<C>];

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly detail: ErrorDetail<C>;
  constructor(
    readonly code: C,
    detail: ErrorDetail<C>,
  ) {
    const entry = errorCatalog[code] as unknown as Spec<ErrorDetail<C>>;
    super(entry.message(detail));
    this.name = 'AppError';
    this.status = entry.status;
    this.detail = detail;
  }

  /** The same failure in plain words for the customer. */
  get customerMessage(): string {
    return (errorCatalog[this.code] as unknown as Spec<ErrorDetail<C>>).customer(this.detail);
  }

  get rejection(): Rejection {
    return { code: this.code, detail: this.detail } as Rejection;
  }
}

export function appError<C extends ErrorCode>(code: C, ...[detail]: DetailArgs<C>): AppError<C> {
  return new AppError(code, (detail ?? {}) as ErrorDetail<C>);
}

/** The same failure as a plain value, for checks run often where nothing is thrown (an Error captures a stack). */
export function rejectionOf<C extends ErrorCode>(code: C, ...[detail]: DetailArgs<C>): Rejection {
  return { code, detail: detail ?? {} } as Rejection;
}

/** A rejection made into the error that answers a request with it. */
export function errorFrom(rejection: Rejection): AppError {
  return new AppError(rejection.code, rejection.detail as ErrorDetail<typeof rejection.code>);
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

export function errorStatus(code: ErrorCode): number {
  return errorCatalog[code].status;
}
