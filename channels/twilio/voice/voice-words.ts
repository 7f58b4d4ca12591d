// What the phone adapter says in its own words. Everything about cakes, prices and orders comes
// from the conversation; these only steer the call.

export const GREETING =
  "Hi, thanks for calling the bakery. I'm the ordering assistant. Tell me what you would like to order. Or press 1 to order, 2 for the status of an order, or 0 to speak to a person.";

export const MENU_AGAIN = 'Press 1 to order, 2 for the status of an order, or 0 to speak to a person. Or just tell me what you would like.';

export const ASK_ORDER = 'Tell me what you would like to order. For example: two slices of carrot cake for pickup tomorrow at 3.';

export const STATUS_NEEDS_ID =
  'I could not find a recent phone order from this number. Order numbers are long, so keying one in is not practical. Say the order number, or press 0 to speak to a person.';

export const PRESS_ONE_TO_CONFIRM = 'You can also press 1 to place it, or 2 to change something.';

export const KEYS_NOT_HERE = 'The keys only choose from a list or confirm the order. Please say your answer.';
export const LOW_CONFIDENCE = 'Sorry, I did not quite catch that. Could you say it again?';

export const PERSON_TIP = 'You can also press 0 to speak to a person.';

export const STILL_THERE = 'Are you still there?';

export const SILENT_HANDOFF = 'I have not heard anything, so let me get a member of our staff for you.';

export const NOT_UNDERSTOOD_HANDOFF = "Sorry, I'm having trouble understanding you. Let me get a member of our staff for you.";

export const PERSON_HANDOFF = 'Let me get a member of our staff for you.';

export const NO_CALLER_ID =
  "I can't see your phone number, so I can't take an order on this call. Please call again without hiding your number, or let me get a member of our staff for you.";

export const DRAFT_NOT_PLACED = 'The order we started is not placed.';

export const CONNECTING = 'Connecting you now. Please hold.';

export const LEAVE_VOICEMAIL = 'Nobody can take your call right now. Please leave your name and what you need after the tone, then hang up or press the pound key. Staff will call you back.';

export const NOBODY_ANSWERED = 'Sorry, nobody could take your call right now.';

export const VOICEMAIL_THANKS = 'Thank you. Staff will call you back as soon as they can. Goodbye.';

export const NO_MESSAGE_HEARD = 'I did not hear a message. Please call again any time. Goodbye.';

export const GOODBYE = 'Thank you for calling. Goodbye.';
export const AFTER_STAFF_CALL = GOODBYE;

export const SMS_COPY_AND_GOODBYE = 'I am also sending this to you by text message. Thank you for calling. Goodbye.';

export const SORRY_TRY_AGAIN = 'Sorry, something went wrong on our side. Please say that again.';
