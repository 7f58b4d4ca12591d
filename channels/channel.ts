import type { Channel } from '../src/orders/order-schemas.js';

/** Why a message was deliberately not sent. Stable codes: callers branch and log on them. */
export type SkipReason = 'opted_out' | 'outside_session_window' | 'not_configured';

export type SendOutcome =
  /** providerIds: one per part; a long text goes out as several messages. */
  | { kind: 'sent'; providerIds: string[] }
  | { kind: 'skipped'; reason: SkipReason }
  /**
   * providerIds lists the parts that did go out before the failure, so a retry can tell the
   * customer already has them.
   */
  | { kind: 'failed'; code: string; retryable: boolean; message: string; providerIds: string[] };

/** What every channel adapter offers the rest of the service for messages we start. */
export interface OutboundChannel {
  readonly channel: Channel;
  /** `to` is the address the channel knows the customer by (an E.164 number for SMS/WhatsApp). */
  send(to: string, text: string): Promise<SendOutcome>;
}
