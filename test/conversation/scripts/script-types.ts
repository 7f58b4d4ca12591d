import type { Size } from '../../../src/catalog/catalog-schema.js';

// A customer script: what a customer sends, over which channel, and how a good counter clerk's
// conversation must end. Written from the spec and from how customers talk, not from the
// assistant's wording: expectations are about the order placed (read from the database) and
// about facts in the replies (prices, names, days), never about exact sentences.

export type ScriptChannel = 'sms' | 'whatsapp' | 'voice' | 'webchat';

/** A step: a text (or, on a call, speech); keys pressed on a call; or a call's silence. */
export type Step = string | { press: string } | { silence: true };

export type ExpectedItem = { sku: string; qty?: number; size?: Size };

export type Script = {
  /** Unique, short, readable: "q-price-lemon-slice". */
  id: string;
  category: string;
  channel: ScriptChannel;
  /** The bakery's clock when the script starts (ISO with offset). Default: Fri 2026-11-20 10:00 Central. */
  now?: string;
  /** Days the owner closed the bakery (CLOSED_DAYS). */
  closedDays?: string[];
  steps: Step[];
  expect: {
    /** The one order the conversation placed. */
    order?: {
      items: ExpectedItem[];
      fulfillment?: 'pickup' | 'delivery';
      status?: 'confirmed' | 'needs_approval' | 'held_overnight';
      /** Requested time, bakery-local, "YYYY-MM-DDTHH:mm". */
      at?: string;
      name?: string;
      phone?: string;
      address?: RegExp;
      allergy?: boolean;
      notes?: RegExp;
    };
    /** No order may be placed. */
    noOrder?: true;
    /** Each must match some reply of the assistant, anywhere in the conversation. */
    says?: RegExp[];
    /** Each must match the assistant's replies to the last step (joined). */
    lastSays?: RegExp[];
    /** None may match any reply of the assistant. */
    never?: RegExp[];
  };
};
