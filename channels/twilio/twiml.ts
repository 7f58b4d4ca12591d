import twilio from 'twilio';

/** A TwiML messaging answer: one <Message> per text; no texts gives an empty <Response/>. */
export function messagingTwiml(texts: string[]): string {
  const response = new twilio.twiml.MessagingResponse();
  for (const text of texts) response.message(text);
  return response.toString();
}
