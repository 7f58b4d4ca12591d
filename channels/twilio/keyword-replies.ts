// What we answer to carrier keywords. Plain ASCII keeps each text in one GSM-7 segment.

export const HELP_REPLY =
  'Bakery ordering by text: tell us what you would like and when, and we will take your order. ' +
  'Hours are typically 8 AM-8 PM Central. Reply STOP to opt out.';

export const OPT_OUT_REPLY =
  'You are unsubscribed and will get no more messages from the bakery. Any order in progress was not placed. Reply START to resubscribe.';

export const STILL_OPTED_OUT_REPLY = 'You are unsubscribed from the bakery\'s messages. Reply START to order by text again.';

export const OPT_IN_REPLY =
  'You are subscribed again. Tell us what you would like to order. Reply HELP for help, STOP to opt out.';
