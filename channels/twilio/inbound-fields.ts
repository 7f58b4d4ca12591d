import { z } from 'zod';

// The fields of Twilio's messaging webhook we use. Everything else (NumMedia, ProfileName, WaId,
// …) is ignored; it still counts towards the signature, which is checked on the raw form.
const messagingFields = z.object({
  MessageSid: z.string().min(1),
  From: z.string().min(1),
  To: z.string().default(''),
  Body: z.string().default(''),
});

export type TwilioInbound = { messageSid: string; from: string; to: string; text: string };

export function readInboundFields(form: unknown): TwilioInbound | null {
  const parsed = messagingFields.safeParse(form);
  if (!parsed.success) return null;
  const { MessageSid, From, To, Body } = parsed.data;
  return { messageSid: MessageSid, from: From, to: To, text: Body };
}
