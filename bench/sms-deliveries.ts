import { randomBytes } from 'node:crypto';
import twilio from 'twilio';

// Signed Twilio SMS webhooks, as Twilio would send them: each a new MessageSid from a new number,
// so each request is one fresh conversation turn (the first message of an order).

export const BENCH_TWILIO_TOKEN = 'bench0123456789abcdef0123456789ab';

const MESSAGES = ['2 slices of choc cake', 'a whole carrot cake for saturday', 'can i get the red velvet', '3 lemon slices tomorrow at 3'];

export type SignedDelivery = { body: string; headers: Record<string, string> };

/** One SMS webhook from `from`, with a new MessageSid, signed as Twilio signs it. */
export function signedSms(publicBaseUrl: string, from: string, text: string): SignedDelivery {
  const params = {
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: '+15125550199',
    Body: text,
    NumMedia: '0',
  };
  const signature = twilio.getExpectedTwilioSignature(BENCH_TWILIO_TOKEN, `${publicBaseUrl}/channels/sms`, params);
  return {
    body: new URLSearchParams(params).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  };
}

/** `skip`: senders already used by an earlier series against the same database (each must be new). */
export function smsDeliveries(publicBaseUrl: string, skip = 0): () => SignedDelivery {
  let counter = skip;
  return () => {
    counter += 1;
    return signedSms(publicBaseUrl, `+1512${3_000_000 + counter}`, MESSAGES[counter % MESSAGES.length] as string);
  };
}
