import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type ConversationState, newConversation } from '../../src/conversation/conversation-state.js';
import { respondTo, type Turn } from '../../src/conversation/engine.js';
import { renderEnglish } from '../../src/conversation/english/english-renderer.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import type { Channel } from '../../src/orders/order-schemas.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// Realistic customer messages and whole conversations, each with the SKUs, question or outcome
// it must produce. The engine runs as plain functions: no HTTP, no database.

const catalog = sampleCatalog();
const FRIDAY_10AM = '2026-11-20T10:00:00-06:00';

type Expect = {
  items?: Array<[string, number] | [string, number, string]>;
  ask?: RegExp; // the last reply
  says?: RegExp; // any reply
  never?: RegExp; // no reply
  action?: 'place_order' | 'order_status' | 'request_person' | null;
  datetime?: string | null;
  fulfillment?: 'pickup' | 'delivery' | null;
  address?: string | null;
  name?: string | null;
  notes?: string;
  allergy?: RegExp | null;
  awaiting?: ConversationState['awaiting'];
};

type Case = [name: string, messages: string[], expect: Expect, options?: { now?: string; channel?: Channel; closed?: string[] }];

const index = buildMenuIndex(catalog);
const say = (turn: Turn, ctx: { catalog: typeof catalog; now: DateTime }) => renderEnglish(turn.acts, ctx).map((m) => m.text);

function run(messages: string[], options: Case[3] = {}) {
  const ctx = {
    catalog,
    index,
    now: DateTime.fromISO(options.now ?? FRIDAY_10AM),
    channel: options.channel ?? ('sms' as Channel),
    phone: options.channel === 'webchat' ? null : '+15125550100',
    closedDays: new Set(options.closed ?? []),
  };
  let state = newConversation();
  let turn: Turn = { state, acts: [], action: null };
  let replies: string[] = [];
  const allReplies: string[] = [];
  for (const message of messages) {
    turn = respondTo(state, message, ctx);
    state = turn.state;
    replies = say(turn, ctx);
    allReplies.push(...replies);
  }
  return { turn, state, allReplies, replies };
}

function check([, messages, expected, options]: Case) {
  const { turn, state, allReplies, replies } = run(messages, options);
  const last = replies[replies.length - 1] ?? '';
  if (expected.items) {
    expect(state.draft.items.map((item) => (item.size ? [item.sku, item.qty, item.size] : [item.sku, item.qty]))).toEqual(expected.items);
  }
  if (expected.ask) expect(last).toMatch(expected.ask);
  if (expected.says) expect(allReplies.join('\n')).toMatch(expected.says);
  if (expected.never) for (const reply of allReplies) expect(reply).not.toMatch(expected.never);
  if (expected.action !== undefined) expect(turn.action?.kind ?? null).toBe(expected.action);
  if (expected.datetime !== undefined) expect(state.draft.datetime).toBe(expected.datetime);
  if (expected.fulfillment !== undefined) expect(state.draft.fulfillment).toBe(expected.fulfillment);
  if (expected.address !== undefined) expect(state.draft.address).toBe(expected.address);
  if (expected.name !== undefined) expect(state.draft.name).toBe(expected.name);
  if (expected.notes) expect(state.draft.items.map((item) => item.notes)).toContain(expected.notes);
  if (expected.allergy !== undefined) {
    if (expected.allergy === null) expect(state.draft.allergyNotes).toBeNull();
    else expect(state.draft.allergyNotes).toMatch(expected.allergy);
  }
  if (expected.awaiting !== undefined) expect(state.awaiting).toBe(expected.awaiting);
  return { turn, state };
}

const ASK_WHEN = /When would you like it/;
const ASK_FULFILLMENT = /pick it up at the bakery, or would you like delivery/;
const ASK_NAME = /What name/;
const SUMMARY = /Here is your order: .* Reply YES to place it/;
const INVENTED = /allergen[- ]free|nut[- ]free|gluten[- ]free|\bsafe for\b|rated|stars?\b|delivered (by|at|within)|open (24|until 9|until 10)/i;

// --- single messages: mapping loose wording to SKUs ------------------------------------------
const wording: Case[] = [
  ['two slices of chocolate cake', ['2 slices of choc cake'], { items: [['chocolate-fudge-slice', 2]], ask: ASK_WHEN }],
  ['typo in a flavour', ['1 slice of carot cake'], { items: [['carrot-slice', 1]] }],
  ['typo in chocolate', ['a slice of chocolat fudge'], { items: [['chocolate-fudge-slice', 1]] }],
  ['double typo', ['2 slcies of choclate cake'], { items: [['chocolate-fudge-slice', 2]] }],
  ['plural pieces', ['3 pieces of lemon'], { items: [['lemon-slice', 3]] }],
  ['a whole cake for a day', ['a whole carrot cake for saturday'], { items: [['carrot-whole', 1]], ask: /What time on Sat, Nov 21/ }],
  ['ten inch lemon is the whole lemon cake', ['10 inch lemon'], { items: [['lemon-whole', 1]], says: /a whole Lemon Chiffon Cake \(10-inch\), 58\.00 USD/ }],
  ['an ambiguous flavour gets one question', ['can i get the red velvet'], { items: [], ask: /Which would you like: 1\) Red Velvet Cake \(whole, 8-inch\), 50\.00 USD; 2\) Red Velvet Cake \(slice\), 6\.50 USD\?/, awaiting: 'choice' }],
  ['rv abbreviation', ['2 rv slices'], { items: [['red-velvet-slice', 2]] }],
  ['choc abbreviation whole', ['a choc cake'], { items: [['chocolate-fudge-whole', 1]] }],
  ['the word cake means whole', ['a vanilla cake please'], { items: [['vanilla-bean-whole', 1]] }],
  ['vanila typo', ['one vanila slice'], { items: [['vanilla-bean-slice', 1]] }],
  ['number words', ['two lemon slices'], { items: [['lemon-slice', 2]] }],
  ['a couple', ['a couple carrot slices'], { items: [['carrot-slice', 2]] }],
  ['a couple of', ['a couple of slices of red velvet'], { items: [['red-velvet-slice', 2]] }],
  ['a dozen', ['a dozen lemon slices'], { items: [['lemon-slice', 12]] }],
  ['half a dozen', ['half a dozen chocolate slices'], { items: [['chocolate-fudge-slice', 6]] }],
  ['digits with x', ['chocolate fudge slice x3'], { items: [['chocolate-fudge-slice', 3]] }],
  ['large slice size', ['a large slice of chocolate fudge'], { items: [['chocolate-fudge-slice', 1, 'large']] }],
  ['several items in one message', ['2 carrot slices and a whole lemon cake'], { items: [['carrot-slice', 2], ['lemon-whole', 1]] }],
  ['three items with commas', ['1 red velvet slice, 2 vanilla slices, 3 lemon slices'], { items: [['red-velvet-slice', 1], ['vanilla-bean-slice', 2], ['lemon-slice', 3]] }],
  ['plus joins items', ['a carrot cake plus 2 slices of chocolate'], { items: [['carrot-whole', 1], ['chocolate-fudge-slice', 2]] }],
  ['custom cake', ['i need a custom cake'], { items: [['custom', 1]] }],
  ['wedding cake is custom', ['do you do a wedding cake? i want one'], { items: [['custom', 1]] }],
  ['ten inch custom', ['a 10 inch custom cake'], { items: [['custom', 1, '10-inch']] }],
  ['a size the whole cake does not come in', ['a 10 inch carrot cake'], { items: [['carrot-whole', 1]], says: /Carrot Cake comes in 8-inch only, not 10-inch/ }],
  ['an unavailable product', ['2 slices of strawberry shortcake'], { items: [], says: /Strawberry Shortcake Slice is not available right now/ }],
  ['an unknown product gets closest matches', ['i want a cheesecake'], { items: [], ask: /we do not have "cheesecake" on our menu\. We make whole cakes, slices and custom cakes\. Would you like one of these: 1\)/, awaiting: 'choice' }],
  ['unknown pastry', ['3 croissants please'], { ask: /we do not have "croissants" on our menu/ }],
  ['cupcakes are not on the menu', ['a dozen cupcakes'], { ask: /we do not have "cupcakes"/ }],
  ['never invents: pie', ['can i order an apple pie'], { ask: /we do not have "apple pie"/, items: [] }],
  ['cake message is notes, not items', ['a whole lemon cake, write Happy Birthday Carrot'], { items: [['lemon-whole', 1]], notes: 'Happy Birthday Carrot' }],
  ['quoted message', ['chocolate cake with "Congrats Sam!" on it'], { items: [['chocolate-fudge-whole', 1]], notes: 'Congrats Sam!' }],
  ['that says', ['a vanilla cake that says Happy 40th Dad'], { items: [['vanilla-bean-whole', 1]], notes: 'Happy 40th Dad' }],
  ['been is not a vanilla bean', ['i have been waiting'], { items: [], ask: /did not catch that/ }],
];

// --- beverages, allergens, and the things the assistant must never invent -------------------
const safety: Case[] = [
  ['a coffee is never ordered', ['a large coffee'], { items: [], says: /Coffee and tea are served in our cafe only/, action: null }],
  ['a latte with a slice: the slice only', ['a latte and 2 slices of carrot cake'], { items: [['carrot-slice', 2]], says: /cafe only/ }],
  ['tea by its catalog name', ['hot tea x2'], { items: [], says: /cafe only/ }],
  ['a cappuccino', ['can i preorder a cappuccino for tomorrow'], { items: [], says: /cafe only/ }],
  ['drinks in general', ['do you have drinks to go with the cake'], { items: [], says: /cafe only/ }],
  ['allergen question about unknown allergens', ['does the red velvet have nuts?'], { says: /do not have a confirmed allergen list for Red Velvet Cake, so please assume it may contain common allergens/, never: INVENTED }],
  ['allergen question about confirmed allergens', ['what allergens are in the carrot cake?'], { says: /Carrot Cake: the owner-confirmed allergen list is wheat, eggs, dairy, tree-nuts/ }],
  ['gluten free question never gets a yes', ['is the lemon cake gluten free?'], { says: /facility that processes nuts, dairy, eggs, wheat and soy/, never: INVENTED }],
  ['dairy question about the draft', ['2 vanilla slices', 'is there dairy in it?'], { says: /Vanilla Bean Cake/, never: INVENTED }],
  ['allergen question without a product', ['do your cakes have nuts?'], { says: /facility that processes nuts/, never: INVENTED }],
  ['vegan question', ['is anything vegan?'], { says: /facility that processes/, never: INVENTED }],
  ['allergy mention goes to staff', ['im allergic to peanuts, 1 slice of vanilla'], { items: [['vanilla-bean-slice', 1]], allergy: /allergic to peanuts/, says: /staff will review the order before it is confirmed/ }],
  ['child allergy', ['my son has a severe nut allergy'], { allergy: /nut allergy/, says: /staff will review/ }],
  ['celiac', ['I am celiac'], { allergy: /celiac/ }],
  ['lactose intolerance', ['lactose intolerant here, 2 lemon slices'], { allergy: /intolerant/, items: [['lemon-slice', 2]] }],
  ['epipen', ['she carries an epipen for tree nuts'], { allergy: /epipen/ }],
  ['a nut-free request is an allergy note', ['2 lemon slices, they need to be nut-free'], { allergy: /nut-free/, items: [['lemon-slice', 2]] }],
  ['a question is not an allergy note', ['does the carrot cake contain nuts?'], { allergy: null }],
  ['a question about nut-free cakes is answered, not noted', ['which cakes are nut-free?'], { allergy: null, says: /facility that processes nuts/, never: INVENTED }],
  // An allergy mention is never lost to whatever else the message asks.
  ['allergy with a menu request', ['I am allergic to peanuts, can I see the menu?'], { allergy: /allergic to peanuts/, says: /staff will review/ }],
  ['allergy with an hours question', ['my son has a nut allergy, are you open sunday?'], { allergy: /nut allergy/, says: /8 AM to 8 PM/ }],
  ['allergy with start over', ['2 carrot slices', 'new order please, my son is allergic to eggs'], { items: [], allergy: /allergic to eggs/ }],
  ['allergy with a status request', ['status please, also I am allergic to soy'], { allergy: /allergic to soy/ }],
  ['allergy with a request for a person, at the summary', ['2 lemon slices tomorrow at 3 pickup', 'Kim', 'my son has a peanut allergy, can someone call me?'], { allergy: /peanut allergy/, action: 'request_person' }],
  ['misspelt allergy', ['im alergic to peanuts, 2 carrot slices'], { allergy: /alergic/, items: [['carrot-slice', 2]] }],
  ['without nuts keeps the cake and notes the allergy', ['a whole chocolate cake without nuts please'], { items: [['chocolate-fudge-whole', 1]], allergy: /without nuts/ }],
  ['hours are never invented', ['what time do you close?'], { ask: /usually open 8 AM to 8 PM Central Time, 7 days a week\. Hours may vary on holidays/ }],
  ['opening hours', ['are you open sunday'], { ask: /8 AM to 8 PM/ }],
  ['menu prices come from the catalog', ['menu'], { ask: /Carrot Cake \(8-inch\) 46\.00 USD.*Custom cakes from 65\.00 USD.*Coffee and tea are served in the cafe only/ }],
  ['menu shows unavailable items as such', ['what cakes do you have'], { ask: /Strawberry Shortcake \(8-inch\) 52\.00 USD \(not available now\)/ }],
  ['delivery time is never promised', ['a carrot cake sat 2pm', 'delivery to 500 Congress Ave Austin', 'Ann'], { ask: /no delivery time is promised/, never: /will (arrive|be delivered) (at|by)/ }],
];

// --- the rest of what a customer may say ------------------------------------------------------
const conversationControl: Case[] = [
  ['greeting', ['hi'], { ask: /ordering assistant/ }],
  ['hello there', ['hello!'], { ask: /What would you like to order/ }],
  ['help', ['help'], { ask: /MENU, HOURS, STATUS/ }],
  ['status with an id', ['status of order ord_0123456789abcdefghjk'], { action: 'order_status' }],
  ['where is my order with id', ['where is my order ord_0123456789abcdefghjk?'], { action: 'order_status' }],
  ['status without an id asks for it', ['whats the status of my order'], { ask: /starts with ord_/, action: null }],
  ['a person', ['can i talk to a human'], { action: 'request_person', ask: /asked a member of our staff/ }],
  ['speak to the owner', ['I want to speak to the owner'], { action: 'request_person' }],
  ['start over clears the draft', ['2 carrot slices', 'start over'], { items: [], ask: /start over/ }],
  ['start over keeps who the order is for', ['2 carrot slices, name Pia', 'start over, 1 lemon slice today at 3 pickup, same name'], { items: [['lemon-slice', 1]], name: 'Pia', ask: /Name: Pia/ }],
  ['cancel an unplaced order', ['2 carrot slices', 'tomorrow at 3', 'cancel'], { items: [], ask: /cancelled that order\. Nothing was placed/ }],
  ['never mind', ['a lemon cake', 'never mind'], { items: [], ask: /Nothing was placed/ }],
  ['nothing to cancel', ['cancel'], { ask: /no order in progress/ }],
  ['nonsense', ['asdfgh qwerty'], { ask: /did not catch that/, action: null }],
  ['emoji only', ['👍'], { ask: /did not catch that/ }],
  ['thanks', ['thanks!'], { ask: /welcome/ }],
];

// --- times ------------------------------------------------------------------------------------
const THANKSGIVING_CLOSED = { closed: ['2026-11-01', '2026-11-26', '2026-12-25', '2027-06-01'] };

const times: Case[] = [
  ['hours name the closed days of the coming weeks, from the owner’s list', ['are you open on thanksgiving?'], { ask: /^We are closed on Thu, Nov 26\..*Hours may vary on holidays\. We are closed on Fri, Dec 25\.$/ }, THANKSGIVING_CLOSED],
  ['a closed day is said as soon as it is asked for, with the next day open', ['2 carrot slices thursday at 2 for pickup'], { ask: /Sorry, we are closed on Thu, Nov 26; we are open again on Fri, Nov 27\. What other day and time would work\?$/, datetime: null, awaiting: 'datetime' }, THANKSGIVING_CLOSED],
  ['a closed day without a time yet', ['a whole carrot cake for thanksgiving thursday'], { ask: /Sorry, we are closed on Thu, Nov 26; we are open again on Fri, Nov 27\./, datetime: null, awaiting: 'datetime' }, THANKSGIVING_CLOSED],
  ['another day after a closed one reaches the summary', ['2 carrot slices thursday at 2 for pickup', 'friday at 2', 'Kim'], { datetime: '2026-11-27T14:00:00.000-06:00', awaiting: 'confirm' }, THANKSGIVING_CLOSED],
  ['tomorrow at 3 is 3 PM', ['a carrot cake', 'tomorrow at 3'], { datetime: '2026-11-21T15:00:00.000-06:00', ask: ASK_FULFILLMENT }],
  ['sat noon', ['a lemon cake sat noon'], { datetime: '2026-11-21T12:00:00.000-06:00' }],
  ['in 2 hours', ['2 vanilla slices in 2 hours'], { datetime: '2026-11-20T12:00:00.000-06:00' }],
  ['tmrw shorthand with a bare hour', ['1 carrot slice tmrw 4'], { datetime: '2026-11-21T16:00:00.000-06:00' }],
  ['a day, then a bare hour', ['a carrot cake for sunday', '11'], { datetime: '2026-11-22T11:00:00.000-06:00' }],
  ['a day then noon', ['a carrot cake for saturday', 'noon'], { datetime: '2026-11-21T12:00:00.000-06:00' }],
  ['a time alone is the next such time', ['2 lemon slices at 5:30'], { datetime: '2026-11-20T17:30:00.000-06:00' }],
  ['next tuesday at 2', ['custom cake', 'next tuesday at 2'], { datetime: '2026-11-24T14:00:00.000-06:00' }],
  ['time correction', ['2 carrot slices tomorrow at 3', 'actually make it sunday at 11am'], { datetime: '2026-11-22T11:00:00.000-06:00' }],
  ['a time change keeps the day', ['2 carrot slices sunday at 3', 'make it 5pm instead'], { datetime: '2026-11-22T17:00:00.000-06:00' }],
  // 2027-03-14 is the spring DST change: 10 AM on the 13th is CST, on the 15th CDT.
  ['before the spring DST change', ['a carrot cake for march 13 at 10am'], { datetime: '2027-03-13T10:00:00.000-06:00' }, { now: '2027-03-11T10:00:00-06:00' }],
  ['after the spring DST change', ['a carrot cake for march 15 at 10am'], { datetime: '2027-03-15T10:00:00.000-05:00' }, { now: '2027-03-11T10:00:00-06:00' }],
];

// --- pickup, delivery, names, corrections -------------------------------------------------------
const details: Case[] = [
  ['pickup', ['2 carrot slices tomorrow at 3', 'pickup'], { fulfillment: 'pickup', ask: ASK_NAME }],
  ['ill pick it up', ['2 carrot slices tomorrow at 3', "i'll pick it up"], { fulfillment: 'pickup' }],
  ['delivery asks for the address', ['a lemon cake sat 2pm', 'delivery please'], { fulfillment: 'delivery', ask: /delivery address/ }],
  ['a time correction while the name is asked', ['a carrot cake sat 2pm', 'pickup', 'actually make it sunday at 11am'], { datetime: '2026-11-22T11:00:00.000-06:00', ask: ASK_NAME }],
  ['slices are never delivered: said at once', ['2 carrot slices tomorrow at 3', 'delivery please'], { fulfillment: null, ask: /^Slices are sold in the bakery only, so they cannot be delivered\./, awaiting: 'pickup_only' }],
  ['a yes to picking the slices up carries on with pickup', ['2 carrot slices tomorrow at 3', 'delivery please', 'yes'], { fulfillment: 'pickup', ask: ASK_NAME }],
  ['a no to picking the slices up asks what to change', ['a lemon cake and 2 carrot slices sat 2pm', 'delivery', 'no'], { fulfillment: null, ask: /What would you like to change/ }],
  ['taking off the carrot slices keeps the carrot cake, and the delivery asked for goes on', ['a carrot cake and 2 carrot slices sat 2pm', 'deliver to 12 Oak Lane', 'take off the carrot slices'], { items: [['carrot-whole', 1]], says: /taken the Carrot Cake Slice off/, fulfillment: 'delivery', address: '12 Oak Lane' }],
  ['"take the slices off" takes every slice and keeps the cakes', ['a lemon cake, 2 carrot slices and a vanilla slice sat 2pm', 'delivery', 'take the slices off'], { items: [['lemon-whole', 1]] }],
  ['"remove the lemon cake" with only lemon slices ordered removes them', ['2 lemon slices and a carrot cake', 'remove the lemon cake'], { items: [['carrot-whole', 1]] }],
  ['a cake with slices, for delivery, picked up instead', ['a lemon cake and 2 carrot slices sat 2pm', 'deliver to 12 Oak Lane', 'pickup then'], { fulfillment: 'pickup', ask: ASK_NAME, never: /12 Oak Lane/ }],
  ['the slices taken off, delivery goes ahead', ['a lemon cake and 2 carrot slices sat 2pm', 'deliver to 12 Oak Lane', 'take off the carrot slices', 'delivery'], { items: [['lemon-whole', 1]], fulfillment: 'delivery', address: '12 Oak Lane', ask: ASK_NAME }],
  ['delivery with the address in one go', ['a lemon cake sat 2pm, deliver to 12 Oak Lane, Austin'], { fulfillment: 'delivery', address: '12 Oak Lane, Austin', datetime: '2026-11-21T14:00:00.000-06:00' }],
  ['an address alone after the question', ['a lemon cake sat 2pm', 'delivery', '450 W 2nd St Apt 3'], { address: '450 W 2nd St Apt 3', ask: ASK_NAME }],
  ['actually no delivery', ['a lemon cake sat 2pm', 'delivery to 9 Elm St', 'actually no delivery', 'Dana'], { fulfillment: 'pickup', ask: /Pickup at the bakery/, never: /9 Elm St/ }],
  ['delivery after all, to the address given before the switch to pickup', ['a lemon cake sat 2pm', 'delivery to 9 Elm St', 'actually no delivery', 'wait no, delivery after all, same address'], { fulfillment: 'delivery', address: '9 Elm St', ask: ASK_NAME }],
  ['name with my name is', ['2 carrot slices tomorrow at 3 pickup', 'my name is Jo Smith'], { name: 'Jo Smith', ask: SUMMARY }],
  ['a bare name when asked', ['2 carrot slices tomorrow at 3 pickup', 'mia'], { name: 'Mia' }],
  ['its name', ['2 carrot slices tomorrow at 3 pickup', "it's Bob"], { name: 'Bob' }],
  ['make that 3', ['2 carrot slices', 'make that 3'], { items: [['carrot-slice', 3]] }],
  ['make it a dozen', ['2 carrot slices', 'make it a dozen'], { items: [['carrot-slice', 12]] }],
  ['remove an item', ['2 carrot slices and a lemon cake', 'remove the lemon'], { items: [['carrot-slice', 2]], says: /taken the Lemon Chiffon Cake off/ }],
  ['answer the whole-or-slice question with a word', ['the red velvet please', 'whole'], { items: [['red-velvet-whole', 1]], ask: ASK_WHEN }],
  ['answer it with a number', ['red velvet', '2'], { items: [['red-velvet-slice', 1]] }],
  ['answer it with slice and keep the quantity', ['3 red velvet', 'slices'], { items: [['red-velvet-slice', 3]] }],
  ['pick a closest match', ['i want a cheesecake', '1'], { items: [['chocolate-fudge-whole', 1]] }],
];

// --- whole conversations ------------------------------------------------------------------------
const whole: Case[] = [
  ['a clean order to the yes', ['2 slices of choc cake', 'tomorrow at 3', 'pickup', 'Mia', 'yes'], { action: 'place_order' }],
  ['everything in one message', ['2 carrot slices tomorrow at 3 for pickup, my name is Ann Lee'], { ask: SUMMARY }],
  ['summary has catalog prices and the total', ['2 carrot slices and a lemon cake sat noon pickup', 'Ann'], { ask: /2 x Carrot Cake Slice \(regular\) 12\.00 USD; 1 x Lemon Chiffon Cake \(10-inch\) 58\.00 USD\. Estimated total 70\.00 USD/ }],
  ['no at the summary asks what to change', ['2 carrot slices tomorrow at 3 pickup', 'Ann', 'no'], { ask: /What would you like to change/, action: null }],
  ['a change after the summary shows a new summary', ['2 carrot slices tomorrow at 3 pickup', 'Ann', 'make that 4'], { items: [['carrot-slice', 4]], ask: /4 x Carrot Cake Slice/ }],
  // The time proposed is the next quarter hour with ten minutes to spare, so it is still good when the customer answers.
  ['a whole cake too soon is caught at once', ['a carrot cake today at 5pm pickup'], { ask: /too soon: Carrot Cake needs 24 hours' notice\. The earliest we can have it ready is Sat, Nov 21 at 10:15 AM Central Time\. Shall I put it down for then\?/, datetime: null, awaiting: 'datetime' }],
  ['yes takes the earliest time proposed', ['a carrot cake today at 5pm pickup', 'yes please'], { datetime: '2026-11-21T10:15:00.000-06:00', ask: ASK_NAME }],
  ['"okay, that works" takes the earliest time proposed', ['a carrot cake today at 5pm pickup', 'Okay, that works.'], { datetime: '2026-11-21T10:15:00.000-06:00', ask: ASK_NAME }],
  // Found by the property test: an object's own property names are words, not numbers.
  ['"__proto__" or "constructor" is not a quantity', ['2 slices of carrot cake for pickup today at 4', '__proto__', 'constructor'], { items: [['carrot-slice', 2]] }],
  ['a custom cake too soon', ['a custom cake tomorrow at noon pickup'], { ask: /72 hours' notice/ }],
  // The day stands; only the time is asked again.
  ['a time outside hours is caught', ['2 carrot slices tomorrow at 9pm pickup'], { says: /outside our hours/, ask: /What time on Sat, Nov 21\?/ }],
  ['a night-time order is taken and goes to staff', ['2 carrot slices tomorrow at 3 pickup', 'Ann', 'yes'], { action: 'place_order' }, { now: '2026-11-20T23:30:00-06:00' }],
  ['custom cake conversation', ['custom cake, write Happy Birthday Mia', 'next tuesday at 2', 'pickup', 'Sam'], { ask: /Custom Cake \(8-inch\) 65\.00 USD, note "Happy Birthday Mia".*starting price/ }],
  ['allergy conversation carries the note to the summary', ['2 lemon slices', 'my daughter is allergic to eggs', 'tomorrow at 3', 'pickup', 'Kim'], { ask: /Your allergy note goes to staff with the order\. Staff will review the order before it is confirmed\./, allergy: /my daughter is allergic to eggs/ }],
  ['delivery conversation', ['a lemon cake', 'saturday 1pm', 'delivery', '12 Oak Lane', 'Lee', 'yes'], { action: 'place_order' }],
  ['web chat asks for a phone', ['2 carrot slices tomorrow at 3 pickup', 'Ann'], { ask: /What phone number/ }, { channel: 'webchat' }],
  ['web chat takes the phone', ['2 carrot slices tomorrow at 3 pickup', 'Ann', '(512) 555-0199'], { ask: SUMMARY }, { channel: 'webchat' }],
  ['web chat refuses a non-number', ['2 carrot slices tomorrow at 3 pickup', 'Ann', '555 01'], { says: /does not look like a phone number/, ask: /What phone number/ }, { channel: 'webchat' }],
  ['web chat hears why a number is needed when "nope" refuses it', ['2 carrot slices tomorrow at 3 pickup', 'Ann', 'nope'], { says: /only place an order with a phone number/, never: /does not look like/ }, { channel: 'webchat' }],
  ['"say that again" asks the question again, with nothing misheard', ['2 lemon slices at 3', 'sorry, can you say that again?'], { ask: /What name/, never: /did not catch/ }],
  ['"what day and time was that?" at the read-back reads the order back', ['2 lemon slices at 3', 'Dana', 'what day and time was that?'], { ask: SUMMARY, never: /did not catch/ }],
  ['a custom cake with no size said is asked its size, each with its price', ['a custom cake for next tuesday at 2'], { ask: /Which size.*8-inch \(from 65\.00 USD\) or 10-inch \(from 85\.00 USD\)/ }],
  ['"the bigger one" is the 10-inch custom cake', ['a custom cake for next tuesday at 2', 'the bigger one'], { items: [['custom', 1, '10-inch']], ask: /pick it up/ }],
  ['the size question is asked again once: another answer, then another, keeps the 8-inch', ['a custom cake for next tuesday at 2', 'pickup', 'Dana'], { items: [['custom', 1]], ask: /Custom Cake \(8-inch\) 65\.00 USD/ }],
  ['the size question answered with something else is asked once more', ['a custom cake for next tuesday at 2', 'pickup'], { items: [['custom', 1]], ask: /Which size would you like for the Custom Cake/ }],
  ['an earlier order this chat cannot see goes to staff', ['I ordered a lemon cake this morning and need to move it to 5pm'], { action: 'request_person', says: /ord_/, never: /Got it/ }],
  ['"say that again" after an answer says the answer again', ['how much is the red velvet cake, the whole one?', "sorry, what? say that again, I didn't catch the price"], { ask: /50\.00 USD/, never: /did not catch/ }],
  ['a rating question gets no made-up rating, and the price asked beside it', ["What's your rating on Google? How much is the chocolate fudge cake?"], { says: /do not have ratings/, ask: /48\.00 USD/ }],
  ['"a whole carrot, no wait, red velvet cake" orders the red velvet only', ['a whole carrot, no wait, red velvet cake for tomorrow at 2'], { items: [['red-velvet-whole', 1]] }],
  ['a house number said in words on a call is the address', ['a whole chocolate fudge cake for tomorrow at 2, delivered to two eighteen oak hollow drive'], { address: '218 oak hollow drive' }],
  ['the slices list says the large price too', ['which slices do you have?'], { ask: /Chocolate Fudge Cake Slice 6\.50 USD \(large 9\.50 USD\)/ }],
  ['"ok make it 11 then" after the earliest time is offered is 11 on that day, not 11 cakes', ['a whole red velvet cake first thing tomorrow morning for pickup', 'ok make it 11 then'], { items: [['red-velvet-whole', 1]], datetime: '2026-11-21T11:00:00.000-06:00' }],
  ['"actually make it 3" when asked the time still counts the slices', ['2 red velvet slices pls', 'actually make it 3'], { items: [['red-velvet-slice', 3]] }],
  ['"ok 8 is fine" after hearing the bakery opens at 8 is 8 o\'clock', ['can i pick up a whole red velvet sunday at 7am?', 'ok 8 is fine'], { datetime: '2026-11-22T08:00:00.000-06:00' }],
  ['"Saturday the 29th" when the 29th is a Sunday takes the date and says so; "I meant Saturday" is the 28th', ['whole vanilla bean cake for Saturday the 29th at 1pm, pickup please', 'oh I meant saturday'], { says: /Nov 29 is a Sunday, not a Saturday \(Saturday is Nov 28\)/, datetime: '2026-11-28T13:00:00.000-06:00' }],
  ['a notice question about kinds of cake is answered with each kind\'s notice', ['how much notice do u need for a whole cake? and can i just walk in for slices?'], { ask: /Whole cakes need 24 hours' notice; custom cakes 72 hours.*slices need no notice/ }],
  ['a price said is never a count', ['your website says $20 for the whole lemon cake. i want one for sunday 11am pickup'], { items: [['lemon-whole', 1]] }],
  ['"0 lemon slices" asks how many', ['can i get 0 lemon slices for today at 2'], { ask: /How many/ }],
  ['"are you a bot?" is answered, not handed to staff', ['are you a bot or a real human? be honest'], { says: /automated ordering assistant, not a person/, action: null }],
  ['French is told that only English is read', ["Bonjour, je voudrais commander un gâteau au citron pour samedi, c'est possible?"], { says: /only help in English/, never: /do not have/ }],
  ['"is one chocolate cake enough for 15?" says it serves 10 to 12, so 2 cakes, and orders nothing', ['My son is turning 7 and we have 15 kids coming. Would one chocolate fudge cake be enough?'], { says: /Chocolate Fudge Cake \(8-inch, 48\.00 USD\) serves 10 to 12: for 15 people, 2 cakes/, items: [] }],
  ['"about 40 people, what would you suggest?" gives every cake\'s servings', ['reception on sunday, about 40 people. what would you suggest?'], { says: /Lemon Chiffon Cake \(10-inch, 58\.00 USD\) serves 14 to 16: for 40 people, 3 cakes/ }],
  ['"which is cheaper, a whole red velvet cake or 12 slices?" sets the two side by side', ['Would it be cheaper to get a whole red velvet cake or 12 red velvet slices?'], { says: /The whole cake costs less than 12 slices: 50\.00 USD against 78\.00 USD/, items: [] }],
  ['a comparison is not haggling', ['is it cheaper to get a whole lemon cake or ten lemon slices?'], { never: /prices are set by the bakery/ }],
  ['slices asked for "6pm" after a whole cake was too soon for today are for today', ['family dinner tonight. can i get a whole cake for 6pm today?', 'ok then 4 regular chocolate fudge slices and 4 carrot slices for 6pm'], { datetime: '2026-11-20T18:00:00.000-06:00' }],
  ['an allergy with "which cake should I get?" lists the allergens, and starts no order', ['book club saturday, one of them has a tree nut allergy. which cake should i get?'], { says: /tree-nuts/, never: /added your allergy note to the order/ }],
  ['"thats more than i budgeted. make it 2 instead" counts the cakes again', ['need 3 whole chocolate fudge cakes for pickup monday at noon. whats the total?', 'hmm thats more than i budgeted. make it 2 instead'], { items: [['chocolate-fudge-whole', 2]] }],
  ['after a price, "let\'s do four then, for pickup sunday at 9am" orders four', ['how much would six whole vanilla bean cakes be?', "wow, okay, that's more than I thought. let's do four then, for pickup sunday at nine in the morning"], { items: [['vanilla-bean-whole', 4]] }],
  ['"ok just the slices today then" drops the whole cake and keeps the slices', ['a whole carrot cake and 2 carrot slices for today at 3', 'ok just the slices today then'], { items: [['carrot-slice', 2]] }],
  ['"2 slices for tonight" after closing says today is over', ['2 lemon slices for tonight'], { says: /closed for today/ }, { now: '2026-11-20T21:30:00-06:00' }],
  ['"oh lol i meant 11" answers the time', ['2 lemon slices at 9am today', 'oh lol i meant 11'], { datetime: '2026-11-20T11:00:00.000-06:00' }],
  ['"1 lemon + 1 chocolate fudge, whole cakes" orders both whole, without "whole or slice?"', ['ok 1 lemon + 1 chocolate fudge, whole cakes, pickup sunday 2pm'], { items: [['lemon-whole', 1], ['chocolate-fudge-whole', 1]] }],
  ['"dessert for 25, what do u suggest?" gives the servings for 25', ['need dessert for 25 at my sons graduation party sunday. what do u suggest?'], { says: /for 25 people, 2 cakes/ }],
  ['at night, a whole cake for tomorrow offers the opening time itself, and "whatever the earliest is" takes it', ['whole carrot cake for pickup tmrw first thing when u open', 'ok whatever the earliest is then'], { says: /Sun, Nov 22 at 8:00 AM/, datetime: '2026-11-22T08:00:00.000-06:00' }, { now: '2026-11-20T21:00:00-06:00' }],
  ['"what\'s the earliest I can come in tomorrow?" is an hours question', ["what's the earliest I can come in tomorrow to grab a couple slices?"], { says: /8 AM/ }],
  ['"no it\'s 4 not 3" at the read-back recounts the line', ['3 lemon slices at 2', 'Dana', "no it's 4 not 3"], { items: [['lemon-slice', 4]] }],
  ['"Oh, that\'s more than I budgeted" is no name', ['4 whole lemon cakes saturday at 2pm', "Oh, that's more than I budgeted. Make it 3 instead"], { items: [['lemon-whole', 3]], name: null }],
  ['text-speak is read', ['2 lmn slcs @ 3 plz'], { items: [['lemon-slice', 2]], datetime: '2026-11-20T15:00:00.000-06:00' }],
  ['"make the chocolate ones 3" recounts the large chocolate slices', ['2 large chocolate fudge slices and 1 red velvet slice, pickup at 2 today', 'make the chocolate ones 3'], { items: [['chocolate-fudge-slice', 3, 'large'], ['red-velvet-slice', 1]] }],
  ['"hmm no go back to vanilla" swaps back', ['whole vanilla bean cake pickup tomorrow at noon', 'actually make it chocolate fudge', 'hmm no go back to vanilla, sorry'], { items: [['vanilla-bean-whole', 1]] }],
  ['"how much do you charge for delivery?" says staff confirm any fee, not the menu', ['how much do you charge for delivery?'], { says: /any delivery fee/, never: /Whole cakes/ }],
  ['"I don\'t need anything after all" drops the order being made', ['2 lemon slices at 3', "actually I don't need anything after all"], { says: /cancelled/, items: [] }],
  ['"sorry, it\'s 1204 not 1240" puts the house number right', ['a whole lemon cake delivered to 1240 Barton Hills Dr saturday at 2pm', "sorry, it's 1204 not 1240"], { address: '1204 Barton Hills Dr' }],
  ['"put the carrot back" brings back the line just taken off, as it was', ['2 carrot slices and 2 lemon slices pickup at 3 today', 'Soren', 'take off the carrot', 'ugh actually put the carrot back, sorry'], { items: [['lemon-slice', 2], ['carrot-slice', 2]], ask: /Reply YES/ }],
  ['"no, sorry, five was right" undoes a recount', ['five lemon slices for pickup at three today', 'uh, make that six', 'no, sorry, five was right'], { items: [['lemon-slice', 5]], ask: ASK_NAME }],
  ['"pickup at 3 is fine" is a time, not three slices', ['2 lemon slices and 2 carrot slices', 'ok, pickup at 3 is fine'], { items: [['lemon-slice', 2], ['carrot-slice', 2]], datetime: '2026-11-20T15:00:00.000-06:00' }],
  ['"that\'s Catherine with a C" puts the name right at the read-back', ['one whole vanilla bean cake for pickup tomorrow at three', "it's Katherine", "oh, sorry, that's Catherine with a C"], { name: 'Catherine', ask: /Name: Catherine/ }],
  ['"make the lemon three, drop the vanilla, add a large chocolate slice": three changes at once', ['2 lemon slices and 2 vanilla bean slices for pickup at one today', 'Gloria', 'okay, a few changes. make the lemon three, drop the vanilla, and add one large chocolate fudge slice'], { items: [['lemon-slice', 3], ['chocolate-fudge-slice', 1, 'large']] }],
  ['"nine tonight" is 9 PM, after closing, and the closing time is said', ['3 lemon slices for pickup at six today', 'Uma', 'oh actually, can I make it nine tonight instead'], { says: /8(:00)? PM/ }],
  ['"switch to the chocolate instead" after asking about the carrot cake\'s nuts swaps it', ['a whole carrot cake for pickup Saturday at 3pm', "Wait, carrot has walnuts right? My nephew has a tree nut allergy. Let's switch to the chocolate fudge cake instead"], { items: [['chocolate-fudge-whole', 1]], allergy: /nut/i }],
  ['"understood, please note it for the staff" after an allergy is passed on, and the order goes on', ['3 vanilla bean slices for 5pm today, my daughter has a peanut allergy. name Kim Lo', 'ok understood, please note it for the staff'], { says: /allergy note/, ask: /Reply YES/, never: /on our menu/ }],
  ['"she\'ll just have a small piece" beside a whole cake orders no slice', ['OK, I\'ll get a whole lemon cake for pickup Monday at noon, she\'ll just have a small piece. Name Rosa Vidal'], { items: [['lemon-whole', 1]], never: /Which would you like/ }],
  ['"my allergies are terrible today ... saturday at noon": the day is Saturday', ['ugh my allergies are terrible today, pollen everywhere anyway can i get a whole carrot cake for pickup saturday at noon? Name Fern Adler'], { datetime: '2026-11-21T12:00:00.000-06:00', allergy: null }],
  ['a cake ordered with an allergy in the same message hears what that cake contains', ["I want a whole carrot cake for pickup sunday at noon. oh, but my wife's allergic to tree nuts, is that a problem?"], { says: /tree-nuts|tree nuts|walnut/i, allergy: /tree nuts/ }],
  ['"oof ok make it 4 then. name is Dana Cole" after a price takes 4 and the name', ['how much for 5 whole chocolate fudge cakes, pickup sunday at noon?', 'oof ok make it 4 then. name is Dana Cole'], { items: [['chocolate-fudge-whole', 4]], name: 'Dana Cole' }],
  ['"..., for Omar Reyes. total?" is the name, and the order', ['5 whole chocolate fudge cakes for pickup sunday at 1pm please, for Omar Reyes. total?'], { items: [['chocolate-fudge-whole', 5]], name: 'Omar Reyes', says: /240\.00/ }],
  ['a tax question is not an order, and no tax rate is made up', ['does the $48 for the chocolate cake include tax or is tax extra? whats the tax rate'], { items: [], says: /cannot take payments or answer questions about paying/ }],
  ['"... pickup today at 4pm. how much?" prices that order', ['30 large chocolate fudge slices for the office, pickup today at 4pm. how much?'], { items: [['chocolate-fudge-slice', 30, 'large']], says: /285\.00/ }],
  ['"make them all regular size" resizes the order\'s slices', ['30 large chocolate fudge slices for the office, pickup today at 4pm', 'whoa. ok make them all regular size instead'], { items: [['chocolate-fudge-slice', 30]], ask: /6\.50 USD each/ }],
  ['"I\'ll take them" after pricing two products orders both, as counted', ['How much for 2 lemon slices and a carrot cake?', "OK, I'll take them. Pickup Saturday at 11am, for Dana Cole."], { items: [['lemon-slice', 2], ['carrot-whole', 1]] }],
  ['"drop one carrot cake, so 2 carrot and 2 chocolate": the counts said are the result', ["I'd like 3 whole carrot cakes and 2 whole chocolate fudge cakes for pickup Sunday at 3pm", 'That\'s a bit much. Drop one carrot cake, so 2 carrot and 2 chocolate.'], { items: [['carrot-whole', 2], ['chocolate-fudge-whole', 2]] }],
  ['a price match asked for a named cake gives its menu price and starts no order', ['Costco sells a chocolate cake for $25. Can you price match that for your chocolate fudge cake?'], { items: [], says: /48\.00/ }],
  ['"a ten inch custom cake", said on a call, is one cake in that size', ["I'd like a ten inch custom cake for a retirement"], { items: [['custom', 1, '10-inch']] }],
  ['"Ten inch. In red and black" after a custom cake is its size and colours, not red velvet', ['a custom cake for saturday the 28th at 2pm', 'Ten inch. In red and black'], { items: [['custom', 1, '10-inch']] }],
  ['"it should say Happy Fortieth Maria" is the cake\'s message', ['a custom cake for saturday the 28th at 2pm', 'Eight inch, and it should say Happy Fortieth Maria.'], { notes: 'Happy Fortieth Maria' }],
  ['"ok then a whole carrot cake" after a custom cake was too soon replaces it', ["I'd like a custom cake for tomorrow morning, it's for my dad's birthday.", 'Oh. Okay, then a whole carrot cake tomorrow at eleven thirty in the morning, with Happy Birthday Dad written on it. My name is Ray Simmons.'], { items: [['carrot-whole', 1]], notes: 'Happy Birthday Dad' }],
  ['"name is Will Grant": a first name that is also a word', ['a whole lemon cake sunday at noon', 'pickup', 'name is Will Grant'], { name: 'Will Grant' }],
  ['"how much is 8 inch vs 10 inch?" picks no size', ["custom cake for a baby shower, pickup tue nov 24 at noon, 'Welcome Baby Ella'. hows much is 8 inch vs 10 inch?"], { ask: /65\.00 USD.*85\.00 USD/ }],
  ['"10 inch please. Nadia Ford" answers the size and gives the name', ["custom cake for a baby shower, pickup tue nov 24 at noon, 'Welcome Baby Ella'", '10 inch please. Nadia Ford'], { items: [['custom', 1, '10-inch']], name: 'Nadia Ford' }],
  ['3 tier wedding cakes for 120 guests are priced as custom cakes, not counted in menu cakes', ['Hi! Do you do 3 tier wedding cakes? About 120 guests. What would that cost roughly?'], { says: /65\.00 USD/, never: /12 cakes/ }],
  ['"a photo of the cake design" is answered: describe it in words', ['Can I send you a photo of the cake design I want for a custom cake?'], { says: /cannot receive photos/, never: /on our menu/ }],
  ['"gender reveal cake! 8 inch custom" is the custom cake\'s theme', ["gender reveal cake! 8 inch custom, white outside. pickup wed 25th at 6pm. Bree Collins"], { items: [['custom', 1]], never: /on our menu|Which size/ }],
  ['"chocolate cake with raspberry filling" on a custom cake keeps the filling', ["ok lets do a custom 8 inch, chocolate cake with raspberry filling, pickup dec 5 at 2pm, saying 'Happy 30th Jess'. Kim Tran"], { notes: 'Happy 30th Jess; chocolate cake with raspberry filling' }],
  ['"what flavours can you do for a custom cake?" starts no order', ['what flavours can you do for a custom cake?'], { items: [] }],
  ['"note I\'d like two tiers" with a custom cake on the order adds no cakes', ["I'd like a custom cake for my parents' 40th, pickup Friday Nov 27 at 1pm", "Let's go with the 10 inch and note I'd like two tiers. Name is Carlos Vega"], { items: [['custom', 1, '10-inch']], name: 'Carlos Vega' }],
  ['"lemon" → "slices" asks how many', ['lemon', 'slices'], { items: [['lemon-slice', 1]], ask: /How many/i }],
  ['"wait 4 not 3" recounts the line', ['3 carrot slices pickup at 2 today', 'Jo', 'wait 4 not 3'], { items: [['carrot-slice', 4]] }],
  ['"actually add one more" adds one to the latest line', ['3 red velvet slices pickup at 2 today', 'Jo', 'actually add one more'], { items: [['red-velvet-slice', 4]] }],
  ['"and same again in carrot" repeats the latest line in that flavour', ['2 lemon slices pickup at 2 today', 'and same again in carrot'], { items: [['lemon-slice', 2], ['carrot-slice', 2]] }],
  ['a date that has passed is refused, and the time kept for the day meant', ['whole lemon cake for november 1st at 3pm pickup, Kara Doyle', 'oh sorry i meant december 1st'], { says: /already passed/, datetime: '2026-12-01T15:00:00.000-06:00' }],
  ['a date more than 180 days ahead is said at once', ['a custom cake for my wedding, next August, the fourteenth'], { says: /up to 180 days ahead/ }],
  ['"how far ahead can I book?" is answered with the 180 days', ['whats the furthest ahead i can book an order?'], { says: /up to 180 days ahead/, items: [] }],
  ['"... pickup please, Lou Ferris" is the name', ['whole carrot cake for saturday at 11am pickup please, Lou Ferris'], { name: 'Lou Ferris' }],
  ['a cake sent to someone is delivered there, to them by name, under the sender\'s name', ["I want to send a whole carrot cake to my sister Jenna Park at 7 Willow Bend, Round Rock on saturday at 11am. It's from me, Tom Okafor"], { fulfillment: 'delivery', address: 'Jenna Park, 7 Willow Bend, Round Rock', name: 'Tom Okafor' }],
  ['"her name is Rosa Mendez, I\'m Daniel Mendez": the order is under the customer\'s name', ['sending a whole red velvet to my mom for her bday 🎂 deliver sunday 3pm to 12 Cypress Point, Lakeway. her name is Rosa Mendez, I\'m Daniel Mendez'], { items: [['red-velvet-whole', 1]], name: 'Daniel Mendez', address: '12 Cypress Point, Lakeway' }],
  ['a numbered highway with a suite is an address; "its her last day" is no date', ['Can you deliver 2 whole lemon chiffon cakes to Brightline Dental, 3000 S IH 35 Ste 210 on monday at 10am? its her last day'], { address: '3000 S IH 35 Ste 210', datetime: '2026-11-23T10:00:00.000-06:00' }],
  ['an address given first, then "delivered there", keeps the address and its unit', ["hi! address first so I don't forget: 3802 Speedway, Unit B, Austin 78705. I'd like a whole red velvet cake delivered there saturday at 4pm"], { fulfillment: 'delivery', address: '3802 Speedway, Unit B, Austin 78705' }],
  ['"cut it into 16 pieces" is a note on the whole cake, not 16 slices', ['Office party Monday, 16 people. I would like a whole lemon chiffon cake for pickup Monday at 11am. Could you please cut it into 16 pieces?'], { items: [['lemon-whole', 1]], notes: 'cut it into 16 pieces', never: /Which would you like/ }],
  ['"same time tomorrow" is this time of day, tomorrow', ['can I grab 3 vanilla slices same time tomorrow? pickup'], { datetime: '2026-11-21T10:00:00.000-06:00' }],
  ['"whats the earliest i could get it then?" after the earliest was offered says it again', ["custom cake for pickup sunday at noon, 8 inch, 'Happy Birthday Theo'", 'whats the earliest i could get it then?'], { ask: /Mon, Nov 23 at 10:15 AM/, never: /did not catch/ }],
  ['"the 23rd then" after Christmas Eve was refused as closed is December 23, at the time said before', ['2 whole vanilla bean cakes for Christmas Eve, pickup 2pm. Name Olga Marsh', 'ah ok, the 23rd then'], { datetime: '2026-12-23T14:00:00.000-06:00' }, { closed: ['2026-12-24'] }],
  ['"actually never mind, cancel that, I\'ll come in and buy them" cancels', ['Can I get 2 carrot slices for pickup at 3 today? Name Uma', 'Actually never mind, cancel that, I’ll come in and buy them in person'], { says: /cancelled/, items: [] }],
  ['"cancel all of that. just 1 whole vanilla bean cake" makes the order again', ['2 lemon slices and 2 vanilla slices pickup 2pm today, name Mo', 'no wait cancel all of that. just 1 whole vanilla bean cake for sunday at 10am'], { items: [['vanilla-bean-whole', 1]] }],
  ['"never mind the lemon" takes it off', ['2 vanilla bean slices and a whole lemon cake for saturday at noon, pickup', 'never mind the lemon, just the slices'], { items: [['vanilla-bean-slice', 2]] }],
  ['"is the carrot cake nutty?" mid-order is an allergen question, not a cake ordered', ['2 lemon slices pickup at 3 today', 'is the carrot cake nutty?'], { items: [['lemon-slice', 2]], says: /tree-nuts|tree nuts/ }],
  ['"now a separate order", "a second order": no time in them', ['great. now a separate order: a whole chocolate fudge cake for sunday at 3pm'], { datetime: '2026-11-22T15:00:00.000-06:00' }],
  ['"just put both on saturday at 11am" moves the time; nothing is written on a cake', ['2 vanilla bean slices and a whole lemon cake, pickup', 'just put both on saturday at 11am then'], { datetime: '2026-11-21T11:00:00.000-06:00', never: /I will write/ }],
  ['counts written after the product in a list: "- 4", "(2)", "qty 3", ": 2"', ['carrot slices - 4\nred velvet slice (2)\nlemon slices qty 3\nvanilla bean slices: 2\npickup at 3 today'], { items: [['carrot-slice', 4], ['red-velvet-slice', 2], ['lemon-slice', 3], ['vanilla-bean-slice', 2]] }],
  ['"and one more lemon slice" adds to the lemon slices', ['2 lemon slices pickup at 3 today', 'and one more lemon slice'], { items: [['lemon-slice', 3]] }],
  ['a list\'s total prices a large slice as large, and the pickup and name that follow order it', ['2 red velvet slices\n2 carrot slices\n1 large choc fudge slice\nwhats the total?', 'ok pickup today at 4, name Gus Hale'], { says: /34\.50 USD/, items: [['red-velvet-slice', 2], ['carrot-slice', 2], ['chocolate-fudge-slice', 1, 'large']] }],
  ['"just pricing this out, not ordering yet" gets the total and orders nothing', ['just pricing this out, not ordering yet:\n3 carrot slices\n2 large choc fudge slices\n1 whole lemon chiffon\nwhat would that be?'], { says: /95\.00 USD/, items: [] }],
  ['a large latte in a list is refused and lends its size to no slice', ['1. carrot slice\n2. lemon slice\n3. large latte\npickup today 11am, name Ben Archer'], { says: /cafe only/, never: /regular only, not large/ }],
  ['a form\'s "Name:" line ends at the line', ['lemon slices x2\nName: Alex Moore\nPhone: 512-555-0142\npickup at 3 today'], { name: 'Alex Moore' }],
  ['numbers a speech engine writes as words that sound alike: "to whole", "too slices", "at for thirty", "at too"', ['I\'d like to get to whole chocolate fudge cakes for saturday at for thirty in the afternoon, pickup'], { items: [['chocolate-fudge-whole', 2]], datetime: '2026-11-21T16:30:00.000-06:00' }, { channel: 'voice' }],
  ['"for lemon slices at too this afternoon" on a call is four slices at 2 PM', ["I'd like for lemon slices at too this afternoon"], { items: [['lemon-slice', 4]], datetime: '2026-11-20T14:00:00.000-06:00' }, { channel: 'voice' }],
  ['"a hundred and one lemon slices" is 101, capped at 100 and said', ['a hundred and one lemon slices'], { items: [['lemon-slice', 100]], says: /at most 100/ }],
  ['"the chocolate, no, no, the carrot": the second is meant', ['I want the, uh, the chocolate, no, no, the carrot, the whole carrot cake, for Monday at ten in the morning, pickup'], { items: [['carrot-whole', 1]] }],
  ['"at, um, one, no wait, make that three o\'clock" is three', ["whole vanilla bean for Saturday at, um, one, no wait, make that three o'clock, pickup"], { datetime: '2026-11-21T15:00:00.000-06:00' }],
  ['"it should be three, not two" moves the time', ['whole vanilla bean cake for Sunday at two, pickup, name is Paul Grant', "no, the time's wrong, it should be three, not two"], { datetime: '2026-11-22T15:00:00.000-06:00' }],
  ['"I got like twenty people coming" is no earlier order', ['how many people does a whole chocolate cake feed? I got like twenty people coming'], { says: /serves 10 to 12/, never: /cannot see or change an order/ }],
  ['"do you make a gluten free cake?" is a diet question, not haggling', ['Do you make a gluten free cake?'], { never: /menu price/ }],
  ['"what\'s the best one you have?" lists the cakes', ["oh sorry, hi. what's, uh, what's the best one you have?"], { says: /Chocolate Fudge Cake/, never: /cannot help/ }],
  ['"how long do the cakes keep?" is not known here, and orders nothing', ['how long do the cakes keep? wondering if i can buy saturday for a monday thing'], { says: /cannot help with that here/, items: [] }],
  ['"If I buy a whole carrot cake, how many days will it stay fresh?" orders nothing', ['If I buy a whole carrot cake, how many days will it stay fresh? Should it go in the fridge?'], { items: [], never: /Got it/ }],
  ['"can i order a latte ahead so its ready when i get there?" is the drinks rule only', ['can i order a latte ahead so its ready when i get there?'], { says: /cafe only/, never: /on our menu/ }],
  ['"do you have vegan cake?" says the menu lists none as vegan, then what each lists', ['hi! do you have vegan cake? my sister is vegan'], { says: /does not list any cake as vegan[\s\S]*eggs/, never: /\bis vegan\b|are vegan\b/ }],
  ['a gift card question is declined, not called a missing product', ['do u sell gift cards?'], { says: /cannot help/, never: /do not have/ }],
  ['an address ends where the next sentence starts with the name', ['custom 8 inch cake, white with gold sprinkles, delivered tuesday at 2pm to 55 spring st. Ava Stone 512-555-0133'], { address: '55 spring st', name: 'Ava Stone' }],
  ['an address ends before the next clause', ['a whole chocolate fudge cake delivered sunday 3pm to 310 academy dr, one of the guests has a tree nut allergy'], { address: '310 academy dr' }],
  ['a unit makes an address of a street said without its type', ['whole chocolate fudge cake delivered saturday at 2pm to 2210 South Lamar, apartment 312. my name is Renee'], { address: '2210 South Lamar, apartment 312' }],
  ['slices asked to be delivered are said to be sold in the bakery before the time is asked', ['can i get 6 vanilla slices delivered today to 210 lavaca st?'], { ask: /Slices are sold in the bakery only/, awaiting: 'pickup_only' }],
  ['a custom cake\'s design said after its flavour is kept', ['a custom cake, eight inch, chocolate with, uh, a soccer ball on top, pickup wednesday at 3, name Marcus'], { ask: /note "Chocolate Fudge flavour; with a soccer ball on top"/ }],
  ['a gold drip on a custom cake says nothing of coffee', ['custom 8 inch cake with a gold drip for monday at noon, name Kim'], { never: /coffee|tea|cafe/i }],
  ['a custom cake\'s price is said to be a starting price, set in the consultation', ['is 65 the final price for a custom cake or does it go up?'], { says: /starting price: the final price depends on the design/ }],
  ['a question about tiers says the menu lists none, and promises none', ['Do you make 3 tier wedding cakes? How much would that be?'], { says: /8-inch and 10-inch sizes and no tiered cakes, so I cannot promise one/, never: /yes,? we (do|make|have)/i }],
  ['several things we do not make are all answered', ['do u have cupcakes, cookies or brownies?'], { says: /do not have "cupcakes, cookies or brownies"/ }],
  ['a price and a missing product in one message are both answered', ['how much is a red velvet slice, and do u have pies'], { says: /6\.50 USD[\s\S]*do not have "pies"/ }],
  ['"gluten free bread" is bread we do not make, and no cake is called gluten free', ['do you have gluten free bread?'], { says: /do not have "bread"/, never: /"gluten free/ }],
  ['"sugar free" is said to be something the menu does not say', ['any vegan or sugar free options?'], { says: /does not list any cake as vegan[\s\S]*anything about "sugar free"/ }],
  ['"what\'s cheaper" compares the prices, with no word on haggling', ['whats cheaper, 8 chocolate slices or a whole chocolate cake?'], { says: /52\.00 USD[\s\S]*48\.00 USD/, never: /prices are set by the bakery/ }],
  ['a visit after closing time is said to be after closing', ['what time do you close tonight? could I swing by around 8:30?'], { says: /close at 8:00 PM on Fri, Nov 20, so 8:30 PM is after we close/ }, { now: '2026-11-20T19:15:00-06:00' }],
  ['"what about large?" after a slice\'s price is that slice, large', ['how much is a chocolate slice?', 'what about large?'], { ask: /Chocolate Fudge Cake Slice .*9\.50 USD \(large\)/ }],
  ['servings for a crowd give the fewest cakes, and how many to be sure', ['I need cake for about 30 people. How many lemon cakes would I need?'], { says: /for 30 people, 2 cakes serve 28 to 32, or 3 cakes to be sure/ }],
];

const table = [...wording, ...safety, ...conversationControl, ...times, ...details, ...whole];

describe('the conversation table', () => {
  it('has at least 80 cases and 150 customer messages', () => {
    expect(table.length).toBeGreaterThanOrEqual(80);
    expect(table.reduce((sum, [, messages]) => sum + messages.length, 0)).toBeGreaterThanOrEqual(150);
  });

  for (const [group, cases] of Object.entries({ wording, safety, conversationControl, times, details, whole })) {
    describe(group, () => {
      for (const testCase of cases) it(testCase[0], () => check(testCase));
    });
  }

  it('never invents anything, in any reply of any case', () => {
    for (const [, messages, , options] of table) {
      for (const reply of run(messages, options).allReplies) expect(reply).not.toMatch(INVENTED);
    }
  });

  it('an allergy mentioned after the order was placed is put on that order for staff to review, not on a new one', () => {
    const ctx = { catalog, index, now: DateTime.fromISO(FRIDAY_10AM), channel: 'sms' as Channel, phone: '+15125550100' };
    const placed = { ...newConversation(), lastOrderId: 'ord_0123456789abcdefghjk' };
    const turn = respondTo(placed, 'oh wait, my daughter is allergic to tree nuts', ctx);
    expect(turn.action).toEqual({
      kind: 'request_person',
      reason: expect.stringContaining('allergy reported after order ord_0123456789abcdefghjk'),
      allergyNote: { orderId: 'ord_0123456789abcdefghjk', note: 'oh wait, my daughter is allergic to tree nuts' },
    });
    expect(say(turn, ctx).join(' ')).toMatch(/already placed, so I have added your allergy note to it and passed it to staff/);
    expect(say(turn, ctx).join(' ')).not.toMatch(/added your allergy note to the order/);
    // A new order in the same conversation carries the note.
    expect(turn.state.draft.allergyNotes).toMatch(/tree nuts/);
  });

  it('answers for the slice on its own when its allergen facts differ from the whole cake', () => {
    const differing = {
      ...catalog,
      products: catalog.products.map((p) => (p.id === 'carrot-slice' ? { ...p, allergens: null, allergens_confirmed: false } : p)),
    };
    const ctx = { catalog: differing, index: buildMenuIndex(differing), now: DateTime.fromISO(FRIDAY_10AM), channel: 'sms' as Channel, phone: '+15125550100' };
    const text = say(respondTo(newConversation(), 'does the carrot cake have nuts?', ctx), ctx).join(' ');
    expect(text).toContain('Carrot Cake: the owner-confirmed allergen list is wheat, eggs, dairy, tree-nuts');
    expect(text).toContain('We do not have a confirmed allergen list for Carrot Cake Slice');
  });

  it('the placed order carries the channel, the sender phone and the draft', () => {
    const { turn } = run(['a carrot cake and a lemon cake, write Hi Jo', 'saturday at 1', 'delivery to 12 Oak Lane', 'Lee', 'allergic to sesame', 'yes']);
    expect(turn.action).toEqual({
      kind: 'place_order',
      idempotencyKey: 'conversation-1',
      body: {
        customer: 'Lee',
        phone: '+15125550100',
        items: [{ sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1, notes: 'Hi Jo' }],
        fulfillment: 'delivery',
        address: '12 Oak Lane',
        datetime: '2026-11-21T13:00:00.000-06:00',
        allergy_notes: 'allergic to sesame',
        channel: 'sms',
      },
    });
  });
});
