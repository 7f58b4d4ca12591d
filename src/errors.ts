// Every error the service can answer with, in one place: a stable code, its HTTP status and the
// text a client (or a customer, through a client) reads. docs/api-decisions.md lists them too.

type Detail = Record<string, string | number>;

const errorCatalog = {
  // Request shape
  invalid_json: { status: 400, message: () => 'The request body is not valid JSON. Send a JSON object.' },
  unsupported_media_type: {
    status: 400,
    message: () => 'Send the order as JSON with the header Content-Type: application/json.',
  },
  body_too_large: {
    status: 413,
    message: (d: Detail) => `The request body is larger than ${d.limit} bytes. Send a smaller order.`,
  },
  validation_failed: { status: 400, message: (d: Detail) => String(d.problems) },
  idempotency_key_conflict: {
    status: 400,
    message: () =>
      'The Idempotency-Key header and the body idempotency_key differ. Send one key, or the same key in both.',
  },

  // Order rules
  phone_invalid: {
    status: 400,
    message: () => 'phone is not a valid phone number. Send it in E.164 form, for example +15125550100.',
  },
  unknown_sku: {
    status: 400,
    message: (d: Detail) =>
      `items[${d.index}].sku "${d.sku}" is not on the menu. Use a product id from GET /api/menu.`,
  },
  beverage_not_orderable: {
    status: 400,
    message: (d: Detail) =>
      `items[${d.index}]: ${d.name} is served in the cafe only; coffee and tea cannot be ordered ahead. Remove it from the order.`,
  },
  sku_unavailable: {
    status: 400,
    message: (d: Detail) =>
      `items[${d.index}]: ${d.name} is not available right now. Remove it or choose another product.`,
  },
  size_not_offered: {
    status: 400,
    message: (d: Detail) =>
      `items[${d.index}]: ${d.name} does not come in size "${d.size}". Choose one of: ${d.sizes}.`,
  },
  slice_pickup_only: {
    status: 400,
    message: (d: Detail) =>
      `items[${d.index}]: ${d.name} is sold in the bakery only; slices cannot be delivered. Choose pickup or remove it from the order.`,
  },
  address_required: {
    status: 400,
    message: () => 'address is required for delivery. Add the delivery address or choose pickup.',
  },
  address_not_for_pickup: {
    status: 400,
    message: () => 'address is only used for delivery. Remove it or set fulfillment to delivery.',
  },
  datetime_required: {
    status: 400,
    message: () =>
      'datetime is required: send the wanted pickup or delivery time in ISO 8601 with a UTC offset, for example 2026-11-21T15:00:00-06:00.',
  },
  datetime_invalid: {
    status: 400,
    message: (d: Detail) =>
      `datetime "${d.value}" is not a valid date and time. Use ISO 8601 with a UTC offset, for example 2026-11-21T15:00:00-06:00.`,
  },
  datetime_nonexistent: {
    status: 400,
    message: (d: Detail) =>
      `datetime "${d.value}" does not exist in Central Time (the clocks skip it for daylight saving). Choose another time or add a UTC offset.`,
  },
  datetime_in_past: {
    status: 400,
    message: () => 'datetime is in the past. Choose a future pickup or delivery time.',
  },
  datetime_too_far_ahead: {
    status: 400,
    message: (d: Detail) => `datetime is more than ${d.days} days ahead. Choose a time within ${d.days} days.`,
  },
  outside_business_hours: {
    status: 400,
    message: (d: Detail) =>
      `datetime ${d.local} is outside business hours. Choose a time between 8 AM and 8 PM Central Time.`,
  },
  bakery_closed: {
    status: 400,
    message: (d: Detail) => `datetime is on ${d.day}, a day the bakery is closed. Choose another day.`,
  },
  insufficient_notice: {
    status: 400,
    message: (d: Detail) =>
      `${d.name} needs ${d.hours} hours' notice. Choose a time at or after ${d.earliest} Central Time.`,
  },

  // Idempotency and rate limiting
  idempotency_key_reused: {
    status: 422,
    message: () =>
      'This Idempotency-Key was already used with a different order. Use a new key for a different order.',
  },
  idempotency_request_in_flight: {
    status: 409,
    message: () => 'An order with this Idempotency-Key is still being processed. Retry in a moment with the same key.',
  },
  rate_limited: {
    status: 429,
    message: (d: Detail) => `Too many orders from this client. Retry after ${d.seconds} seconds.`,
  },

  // Channel webhooks
  channel_disabled: {
    status: 403,
    message: (d: Detail) => `The ${d.channel} channel is off: ${d.missing} is not set.`,
  },
  invalid_signature: {
    status: 403,
    message: (d: Detail) => `The ${d.header} header is missing or does not match this request.`,
  },
  not_a_message: {
    status: 400,
    message: () => 'This is not a Twilio messaging webhook: MessageSid and From are required.',
  },

  // Web chat
  chat_session_not_found: {
    status: 404,
    message: () => 'This chat does not exist or has ended. Start a new chat.',
  },
  chat_message_in_flight: {
    status: 409,
    message: () => 'This message is still being answered; the reply will appear in the chat. There is no need to send it again.',
  },
  chat_rate_limited: {
    status: 429,
    message: (d: Detail) => `You are sending messages too quickly. Wait ${d.seconds} seconds and send it again.`,
  },

  // Everything else
  order_not_found: { status: 404, message: () => 'No order has this id. Check the order_id you were given.' },
  route_not_found: { status: 404, message: (d: Detail) => `There is no ${d.method} ${d.url} on this service.` },
  bad_request: { status: 400, message: () => 'The request could not be read. Check its headers and body.' },
  catalog_invalid: { status: 400, message: (d: Detail) => String(d.problems) },
  internal_error: {
    status: 500,
    message: () => 'Something went wrong on our side. Retry in a moment with the same Idempotency-Key.',
  },
} as const satisfies Record<string, { status: number; message: (detail: Detail) => string }>;

export type ErrorCode = keyof typeof errorCatalog;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail: Detail = {},
  ) {
    super(errorCatalog[code].message(detail));
    this.name = 'AppError';
    this.status = errorCatalog[code].status;
  }
}

export function appError(code: ErrorCode, detail: Detail = {}): AppError {
  return new AppError(code, detail);
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

export function describeError(code: ErrorCode, detail: Detail = {}) {
  return { status: errorCatalog[code].status, message: errorCatalog[code].message(detail) };
}
