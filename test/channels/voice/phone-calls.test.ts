import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as words from '../../../channels/twilio/voice/voice-words.js';
import { DRINKS_TEXT } from '../../../src/conversation/english/phrases.js';
import { loadConversation } from '../../../src/db/conversations-repository.js';
import { orders, outbox, staffRequests } from '../../../src/db/schema.js';
import { Call, createVoiceApp, STAFF_PHONE, type VoiceAnswer, type VoiceApp } from './helpers/voice-call.js';

// Whole phone calls: each step is the signed webhook Twilio would send next, to the URL the
// previous TwiML named, answered by the real conversation and the core's placeOrder.

let voice: VoiceApp; // no STAFF_PHONE: a person means voicemail
let withStaff: VoiceApp; // STAFF_PHONE set: a person means a transfer

beforeAll(async () => {
  voice = await createVoiceApp();
  withStaff = await createVoiceApp({ env: { STAFF_PHONE }, database: voice.database });
});
afterAll(async () => {
  await withStaff?.close();
  await voice?.close();
});

const DISCLAIMER = /so we cannot guarantee that any item is free of these allergens\.$/;

/** What the caller hears must be written to be heard: no symbols, codes or screen words. */
function expectHearable(answer: VoiceAnswer) {
  for (const text of answer.says) {
    expect(text).not.toMatch(/[()";#*_[\]{}<>]|USD|\b\d+ x |\bReply\b|\bord_|\d:00/);
  }
}

/** The call listens again: speech and keys, silence reported, hints from the catalog. */
function expectListening(answer: VoiceAnswer) {
  expect(answer.gather).toMatchObject({ input: 'speech dtmf', actionOnEmptyResult: 'true', speechTimeout: 'auto' });
  expect(answer.gather?.action).toMatch(/^\/channels\/voice\/gather\?turn=\d+&silence=\d&misses=\d&menu=[01]&confirm=[01]$/);
  expect(answer.hangup).toBe(false);
  expect(answer.dial).toBeNull();
  expect(answer.record).toBeNull();
}

async function ordersOf(phone: string) {
  return voice.database.db.select().from(orders).where(eq(orders.phone, phone));
}

async function staffRequestsOf(sender: string) {
  return voice.database.db.select().from(staffRequests).where(eq(staffRequests.sender, sender));
}

describe('answering a call', () => {
  it('greets the caller inside a speech and keypad <Gather> with hints from the live catalog', async () => {
    const call = new Call(voice);
    const answer = await call.start();
    expectListening(answer);
    expect(answer.says).toEqual([words.GREETING]);
    expect(answer.gather).toMatchObject({ numDigits: '1', action: '/channels/voice/gather?turn=1&silence=0&misses=0&menu=1&confirm=0' });
    const hints = answer.gather?.hints ?? '';
    expect(hints.split(', ')).toEqual(expect.arrayContaining(['Chocolate Fudge Cake', 'Lemon Chiffon Cake', 'Custom Cake', 'whole cake', 'slice', 'pickup', 'delivery', 'tomorrow', 'menu', 'person']));
    // Drinks cannot be ordered and an unavailable cake cannot either: neither is hinted.
    expect(hints).not.toMatch(/Latte|Coffee|Tea|Strawberry/);
    expect(hints.length).toBeLessThanOrEqual(500);
  });
});

describe('ordering by phone', () => {
  it('takes a clean order by speech, speaks confirmation_text verbatim, texts it once and hangs up', async () => {
    const call = new Call(voice);
    await call.start();

    let answer = await call.say('Two slices of chocolate fudge cake.');
    expectListening(answer);
    expectHearable(answer);
    // What was understood is said back before the next question.
    expect(answer.says).toEqual(['Got it: 2 Chocolate Fudge Cake Slices, 6 dollars and 50 cents each. When would you like it? Tell me the day and time. We are usually open 8 AM to 8 PM Central.']);
    expect(answer.gather?.action).toContain('menu=0');

    // Slices are picked up in the bakery: no question about delivery.
    answer = await call.say('Tomorrow at 3 p.m.');
    expect(answer.says).toEqual(['What name should I put the order under?']);

    answer = await call.say('Mia.');
    expectListening(answer);
    expectHearable(answer);
    expect(answer.says).toEqual([
      'Here is your order: 2 Chocolate Fudge Cake Slices, 13 dollars. Estimated total 13 dollars. Pickup at the bakery on Saturday, November 21 at 3 PM Central Time. Name: Mia. Say yes to place it, or tell me what to change.',
      words.PRESS_ONE_TO_CONFIRM,
    ]);
    expect(answer.gather?.action).toContain('confirm=1');

    answer = await call.say('Yes.');
    const [order] = await ordersOf(call.from);
    expect(order).toMatchObject({ channel: 'voice', phone: call.from, customerName: 'Mia', status: 'confirmed', totalCents: 1300, allergyNotes: null });
    // The core's confirmation_text, word for word, then goodbye and the end of the call.
    const confirmation = answer.says[0] as string;
    expect(confirmation).toMatch(new RegExp(`^Your order ${order?.id} is confirmed: 2 x Chocolate Fudge Cake Slice \\(regular\\) 13\\.00 USD\\. Estimated total 13\\.00 USD\\. Pickup at the bakery on Sat, Nov 21 at 3:00 PM Central Time\\.`));
    expect(confirmation).toMatch(DISCLAIMER);
    expect(answer.says.slice(1)).toEqual([words.SMS_COPY_AND_GOODBYE]);
    expect(answer.hangup).toBe(true);
    expect(answer.gather).toBeNull();
    expect(voice.sms.sent.filter((sms) => sms.to === call.from)).toEqual([{ to: call.from, text: confirmation }]);

    await call.ended('completed');
    expect(await ordersOf(call.from)).toHaveLength(1);
  });

  it('a key pressed where the answer is a name or a time changes nothing on the order, and the question is asked again', async () => {
    const call = new Call(voice);
    await call.start();
    await call.say('four vanilla bean slices please');
    let answer = await call.press('1'); // at "when would you like it?"
    expect(answer.says[0]).toBe(words.KEYS_NOT_HERE);
    expect(answer.says[1]).toMatch(/When would you like it\?/);
    await call.say('today at three for pickup');
    answer = await call.press('1'); // at "what name?"
    expect(answer.says[0]).toBe(words.KEYS_NOT_HERE);
    expect(answer.says[1]).toMatch(/What name/);
    answer = await call.say('Dana');
    expect(answer.says[0]).toMatch(/^Here is your order: 4 Vanilla Bean Cake Slices, 22 dollars\. .* at 3 PM /);
  });

  it('asks exactly one clarifying question for a misheard item, and takes keys for the answer and the yes', async () => {
    const call = new Call(voice);
    await call.start();
    const heard: string[] = [];

    let answer = await call.say("I'd like a carob cake.");
    heard.push(...answer.says);
    expectListening(answer);
    expectHearable(answer);
    expect(answer.says).toEqual([
      'Sorry, we do not have carob cake on our menu. We make whole cakes, slices and custom cakes. Would you like one of these: 1: Carrot Cake, slice, 6 dollars. 2: Carrot Cake, whole, 8 inch, 46 dollars. 3: Chocolate Fudge Cake, slice, 6 dollars and 50 cents? Or say menu to see everything. Say the one you want, or press its number.',
    ]);
    // Later keys may be longer than one digit: they end with # or a pause.
    expect(answer.gather).toMatchObject({ finishOnKey: '#' });
    expect(answer.gather?.numDigits).toBeUndefined();

    answer = await call.press('2');
    heard.push(...answer.says);
    expect(answer.says[0]).toMatch(/^Got it: a whole Carrot Cake, 8 inch, 46 dollars\. When would you like it\?/);
    for (const text of ['Tomorrow at noon for pickup.', 'Sam.']) heard.push(...(await call.say(text)).says);
    expect(call.last?.says[0]).toMatch(/^Here is your order: 1 Carrot Cake, 8 inch, 46 dollars\. Estimated total 46 dollars\. Pickup at the bakery on Saturday, November 21 at 12 PM Central Time\. Name: Sam\./);

    answer = await call.press('1'); // 1 is yes at the summary
    expect(heard.filter((text) => /Would you like one of these|Which would you like/.test(text))).toHaveLength(1);
    const [order] = await ordersOf(call.from);
    expect(order).toMatchObject({ channel: 'voice', customerName: 'Sam', totalCents: 4600 });
    expect(order?.items).toEqual([expect.objectContaining({ sku: 'carrot-whole', qty: 1 })]);
    expect(answer.says[0]).toMatch(new RegExp(`^Your order ${order?.id} is confirmed`));
    expect(answer.hangup).toBe(true);
  });

  it('never orders a beverage: says coffee and tea are cafe only and asks for a cake', async () => {
    const call = new Call(voice);
    await call.start();
    const answer = await call.say('Can I get a latte for pickup tomorrow at 9?');
    expectListening(answer);
    expect(answer.says).toEqual([`${DRINKS_TEXT} What would you like to order?`]);
    await call.ended();
    expect(await ordersOf(call.from)).toHaveLength(0);
  });

  it('turns an allergy mention into allergy_notes; the order waits for staff and the caller hears why', async () => {
    const call = new Call(voice);
    await call.start();
    await call.say('Two lemon slices tomorrow at 3 for pickup.');
    let answer = await call.say('My daughter is allergic to eggs.');
    expectHearable(answer);
    expect(answer.says[0]).toMatch(/^Thank you for telling me\. I have added your allergy note to the order, and staff will review the order before it is confirmed\..* What name should I put the order under\?$/);
    answer = await call.say('Kim.');
    expectHearable(answer);
    expect(answer.says[0]).toContain('Your allergy note goes to staff with the order.');

    answer = await call.say('Yes.');
    const [order] = await ordersOf(call.from);
    expect(order).toMatchObject({ channel: 'voice', status: 'needs_approval', allergyNotes: 'My daughter is allergic to eggs.' });
    expect(answer.says[0]).toMatch(new RegExp(`^We received your order ${order?.id}\\. It is not confirmed yet: staff will review it because you told us about an allergy`));
    expect(voice.sms.sent.filter((sms) => sms.to === call.from).map((sms) => sms.text)).toEqual([answer.says[0]]);
    expect(answer.hangup).toBe(true);
  });

  it('answers the keypad: 1 to order, 2 for a status (and why an order id cannot be keyed), 0 for a person', async () => {
    const ordering = new Call(voice);
    await ordering.start();
    let answer = await ordering.press('1');
    expectListening(answer);
    expect(answer.says).toEqual([words.ASK_ORDER]);
    expect(answer.gather?.action).toContain('menu=0');

    const status = new Call(voice);
    await status.start();
    answer = await status.press('2');
    expectListening(answer);
    expect(answer.says).toEqual([words.STATUS_NEEDS_ID]);

    // 0 still means a person in the middle of an order.
    answer = await ordering.press('0');
    expect(answer.says).toEqual([words.PERSON_HANDOFF, words.LEAVE_VOICEMAIL]);
    expect(answer.record).toMatchObject({ action: '/channels/voice/voicemail', maxLength: '120' });
    expect(answer.gather).toBeNull();
    const requests = await staffRequestsOf(ordering.from);
    expect(requests).toEqual([expect.objectContaining({ channel: 'voice', reason: 'caller pressed 0 for a person' })]);
    const queued = (await voice.database.db.select().from(outbox)).map((row) => row.message);
    expect(queued).toContainEqual({ type: 'slack.staff_request', requestId: requests[0]?.id });
  });

  it('a status request by keypad speaks the last phone order without its id', async () => {
    const call = new Call(voice);
    await call.start();
    for (const text of ['A carrot slice tomorrow at 2 for pickup.', 'Zed.', 'Yes.']) await call.say(text);
    const [order] = await ordersOf(call.from);
    const again = new Call(voice, call.from);
    await again.start();
    const answer = await again.press('2');
    expectHearable(answer);
    const ending = (order?.id as string).slice(-4).toUpperCase().split('').join(' ');
    expect(answer.says).toEqual([`Order ending in ${ending}: Confirmed. Pickup on Saturday, November 21 at 2 PM Central Time. Items: 1 Carrot Cake Slice. Estimated total 6 dollars.`]);
  });
});

describe('callers who cannot be understood', () => {
  it('prompts again once on silence, then offers a person', async () => {
    const call = new Call(voice);
    await call.start();
    let answer = await call.silence();
    expectListening(answer);
    expect(answer.says).toEqual([words.STILL_THERE, words.MENU_AGAIN]);
    expect(answer.gather?.action).toContain('silence=1');

    answer = await call.silence();
    expect(answer.says).toEqual([words.SILENT_HANDOFF, words.LEAVE_VOICEMAIL]);
    expect(answer.record).not.toBeNull();
    expect(await staffRequestsOf(call.from)).toEqual([expect.objectContaining({ reason: 'caller was silent twice on the phone' })]);
  });

  it('on silence mid-order asks the pending question again, and says the order is not placed before handing over', async () => {
    const call = new Call(voice);
    await call.start();
    await call.say('Two carrot slices.');
    let answer = await call.silence();
    expect(answer.says).toEqual([words.STILL_THERE, 'When would you like it? Tell me the day and time. We are usually open 8 AM to 8 PM Central.']);
    answer = await call.silence();
    expect(answer.says).toEqual([words.SILENT_HANDOFF, words.DRAFT_NOT_PLACED, words.LEAVE_VOICEMAIL]);
    // If no message is left the call still ends with words, never silently.
    expect(answer.xml).toMatch(/<Record [^>]*\/><Say[^>]*>I did not hear a message\.[^<]*<\/Say><Hangup\/>/);
    const [request] = await staffRequestsOf(call.from);
    expect(request?.reason).toMatch(/is not placed/);
  });

  it('on silence after "slices cannot be delivered" asks about pickup again, never offering delivery', async () => {
    const call = new Call(voice);
    await call.start();
    await call.say('Two carrot slices tomorrow at 3.');
    const told = await call.say('Delivery please.');
    expect(told.says.join(' ')).toMatch(/Slices are sold in the bakery only/);
    const answer = await call.silence();
    expect(answer.says[1]).toMatch(/^Slices are sold in the bakery only, so they cannot be delivered\. Will you pick the order up at the bakery\?/);
  });

  it('offers a person after two turns not understood in a row', async () => {
    const call = new Call(voice);
    await call.start();
    let answer = await call.say('purple monkey dishwasher');
    expectListening(answer);
    expectHearable(answer);
    expect(answer.says).toEqual([
      'Sorry, I did not catch that. Tell me what you would like, for example 2 slices of carrot cake for pickup tomorrow at 3, or say menu to hear our cakes.',
      words.PERSON_TIP,
    ]);
    expect(answer.gather?.action).toContain('misses=1');

    answer = await call.say('flibbertigibbet');
    expect(answer.says).toEqual([words.NOT_UNDERSTOOD_HANDOFF, words.LEAVE_VOICEMAIL]);
    expect(answer.record).not.toBeNull();
    expect(await staffRequestsOf(call.from)).toEqual([expect.objectContaining({ reason: expect.stringMatching(/not understood twice/) })]);
  });

  it('does not pass a very low-confidence guess to the conversation', async () => {
    const call = new Call(voice);
    await call.start();
    const answer = await call.say('two slices of red velvet', '0.05');
    expect(answer.says).toEqual([words.LOW_CONFIDENCE, words.PERSON_TIP]);
    expect(answer.gather?.action).toContain('misses=1');
    expect(await loadConversation(voice.database, 'voice', call.from)).toBeNull();
  });

  it('a caller with a withheld number is offered a person: no order can be taken without a phone', async () => {
    const call = new Call(voice, 'anonymous');
    const answer = await call.start();
    expect(answer.says).toEqual([words.NO_CALLER_ID, words.LEAVE_VOICEMAIL]);
    expect(answer.record).not.toBeNull();
    expect(await staffRequestsOf('anonymous')).toHaveLength(1);
  });
});

describe('transfer to a person', () => {
  it('dials STAFF_PHONE when the caller asks for a person; staff are alerted once', async () => {
    const call = new Call(withStaff);
    await call.start();
    let answer = await call.say('Can I talk to a real person?');
    expect(answer.says).toEqual([words.PERSON_HANDOFF, words.CONNECTING]);
    expect(answer.dial).toEqual({ number: STAFF_PHONE, attributes: expect.objectContaining({ action: '/channels/voice/dialed' }) });
    expect(answer.gather).toBeNull();
    // The conversation recorded the request; the adapter did not add a second one.
    expect(await staffRequestsOf(call.from)).toEqual([expect.objectContaining({ channel: 'voice', reason: expect.stringMatching(/asked for a person/) })]);

    answer = await call.dialEnded('completed');
    expect(answer.says).toEqual([words.AFTER_STAFF_CALL]);
    expect(answer.hangup).toBe(true);
  });

  it('offers voicemail when staff do not answer, and notes the recording for staff once', async () => {
    const call = new Call(withStaff);
    await call.start();
    await call.say('Two carrot slices.');
    let answer = await call.press('0');
    expect(answer.says).toEqual([words.PERSON_HANDOFF, words.DRAFT_NOT_PLACED, words.CONNECTING]);
    expect(answer.dial?.number).toBe(STAFF_PHONE);

    answer = await call.dialEnded('no-answer');
    expect(answer.says).toEqual([words.NOBODY_ANSWERED, words.DRAFT_NOT_PLACED, words.LEAVE_VOICEMAIL]);
    expect(answer.record).toMatchObject({ action: '/channels/voice/voicemail', maxLength: '120' });

    const recording = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1';
    answer = await call.leaveVoicemail(recording);
    expect(answer.says).toEqual([words.DRAFT_NOT_PLACED, words.VOICEMAIL_THANKS]);
    expect(answer.hangup).toBe(true);
    // Twilio calling the action again for the same recording.
    await call.post('/channels/voice/voicemail', { RecordingUrl: recording, RecordingDuration: '14' });
    const reasons = (await staffRequestsOf(call.from)).map((request) => request.reason);
    expect(reasons).toEqual([expect.stringMatching(/^caller pressed 0/), `voicemail left (14 s): ${recording}`]);
  });
});

describe('the end of a call', () => {
  it('the status callback forgets the unfinished order but keeps what placing needs', async () => {
    const call = new Call(voice);
    await call.start();
    for (const text of ['A vanilla slice tomorrow at 11 for pickup.', 'Ana.', 'Yes.']) await call.say(text);
    const again = new Call(voice, call.from);
    await again.start();
    await again.say('Two carrot slices.');
    await again.ended('completed');

    const stored = await loadConversation(voice.database, 'voice', call.from);
    expect(stored?.state).toMatchObject({ draft: { items: [] }, awaiting: null, attempt: 1 });
    expect(stored?.state.lastOrderId).toMatch(/^ord_/);

    // A third call places a second order: the attempt counter (and its idempotency key) moved on.
    const third = new Call(voice, call.from);
    await third.start();
    expect((await third.say('Tomorrow at 3.')).says).toEqual(['What would you like to order?']);
    for (const text of ['Two carrot slices.', 'Pickup.', 'Ana.']) await third.say(text);
    const answer = await third.say('Yes.');
    expect(answer.says[0]).toMatch(/^Your order ord_\w{20} is confirmed: 2 x Carrot Cake Slice/);
    expect(await ordersOf(call.from)).toHaveLength(2);
  });

  it('a redelivered turn is answered again from the first answer: one order, one SMS', async () => {
    const call = new Call(voice);
    await call.start();
    for (const text of ['A red velvet slice tomorrow at 4 for pickup.', 'Lee.']) await call.say(text);
    const action = call.gatherAction();
    const first = await call.post(action, { SpeechResult: 'Yes.', Confidence: '0.9' });
    const second = await call.post(action, { SpeechResult: 'Yes.', Confidence: '0.9' });
    expect(second.xml).toBe(first.xml);
    expect(await ordersOf(call.from)).toHaveLength(1);
    expect(voice.sms.sent.filter((sms) => sms.to === call.from)).toHaveLength(1);
  });
});
