// The reasons staff can pick when declining. The code travels in the select option's value
// (`${orderId}|${code}`); the label is what the customer and other staff are told.

export const DECLINE_REASONS = {
  fully_booked: 'Fully booked',
  outside_delivery_area: 'Outside our delivery area',
  not_enough_notice: 'Not enough notice',
  cannot_make_design: 'Cannot make this design',
  other: 'Other',
} as const;

export type DeclineReasonCode = keyof typeof DECLINE_REASONS;

export const declineOptionValue = (orderId: string, code: DeclineReasonCode): string => `${orderId}|${code}`;

/** Reads an option value back; null for anything this app did not put there. */
export function readDeclineOption(value: string): { orderId: string; reason: string } | null {
  const [orderId, code, ...rest] = value.split('|');
  if (!orderId || !code || rest.length > 0 || !Object.hasOwn(DECLINE_REASONS, code)) return null;
  return { orderId, reason: DECLINE_REASONS[code as DeclineReasonCode] };
}
