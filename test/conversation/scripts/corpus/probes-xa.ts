import type { Script } from '../script-types.js';

// AFTER THE ORDER AND AROUND IT: follow-ups to an order placed in the same conversation, orders
// from earlier days (which the assistant cannot see), questions an ordering assistant cannot
// handle, and messages that only look like those.

const STAFF = /staff|team|someone|person|owner|manager|human|call (us|the bakery)/i;
const ORDER_REF = /ord_|order (id|number|#)|staff|team|someone/i;
const NOT_FOUND_OR_STAFF = /(couldn.?t|could not|can.?t|cannot|unable to|didn.?t|did not|don.?t|do not|no order|not)\b.{0,40}(find|found|locate|match|exist|see|recogni[sz]e|look up|access|check)|staff|team|someone/i;
const REFUND_PROMISE = /(refund (has been|is being|will be|is) (issued|processed|sent|on its way)|you('ll| will) (get|receive) (a |your )?(full )?refund|I('ve| have) (issued|processed|refunded)|we('ll| will) refund)/i;
const CHANGED_CLAIM = /(order|it|time|name|pickup)\s+(has been|is now|was|is)\s+(updated|changed|modified|moved)|I('ve| have)\s+(updated|changed|modified|moved|added|switched)/i;
const CANCELLED_CLAIM = /(order|it)\s+(has been|is now|was|is)\s+cancel+ed|I('ve| have)\s+cancel+ed/i;
const CANT_HELP = /staff|team|someone|(cannot|can.?t|not able to|unable to) (help|answer)|(don.?t|do not) (know|have)|not sure/i;
const STATUS_INVENTED = /(is|was)\s+(ready|on (its|the) way|out for delivery|delivered|being (baked|prepared)|in the oven)/i;
const ALLERGEN_FREE = /(is|are|it's)\s+(completely\s+)?(nut|peanut|allergen|tree[- ]nut)[- ]free|(does not|doesn.?t|no)\s+(contain|have)\s+(any\s+)?(nuts|walnuts)/i;
const DELIVERY_TIME_PROMISE = /(arrive|be there|deliver(ed)?)\s+(by|at|around|within|in)\s+\d|\b\d+\s*(minutes|mins|hours)\b/i;

export const scripts: Script[] = [
  // ---------------- AFTER AN ORDER IN THIS CONVERSATION ----------------
  {
    id: 'pxa-sms-placed-then-when-to-come',
    category: 'after-order',
    channel: 'sms',
    steps: ['hey can i get 2 lemon slices for pickup at 3 today', 'Jordan', 'yep', 'cool so what time do i come by again?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Jordan' },
      lastSays: [/\b3(:00)?\s*(p\.?m\.?)?\b|15:00/i],
    },
  },
  {
    id: 'pxa-whatsapp-placed-then-total',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['Hi! 3 lemon slices please, pickup today 1pm', 'Aaliyah', 'yes that’s right', 'sorry what was the total again?'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Aaliyah' },
      lastSays: [/17\.25/],
    },
  },
  {
    id: 'pxa-webchat-placed-then-did-it-go-through',
    category: 'after-order',
    channel: 'webchat',
    steps: ['I would like a whole carrot cake for pickup tomorrow at 11am', 'Beatrice Okafor', '512-555-0171', 'Yes, that is correct', 'Did it go through? I didnt get a text or anything'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Beatrice Okafor' },
      lastSays: [/confirmed|placed|went through|ord_/i],
    },
  },
  {
    id: 'pxa-voice-add-latte-at-readback',
    category: 'after-order',
    channel: 'voice',
    steps: ['hi, um, can I get two of the, uh, red velvet slices for pickup at four today', "it's Desmond", 'oh and, uh, can you throw a latte on there too, for when I pick up?', { press: '1' }],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Desmond' },
      says: [/latte|coffee|drink|beverage/i, /caf[eé]|in[- ]store|in person|counter|can.?t|cannot|not able|aren.?t|not (available|something)/i],
      never: [CHANGED_CLAIM, /(added|adding) (a |the |your )?latte/i],
    },
  },
  {
    id: 'pxa-sms-placed-then-change-name',
    category: 'after-order',
    channel: 'sms',
    steps: ['whole vanilla bean cake pickup sat 1pm', 'Gwen', 'yes', 'oh wait its actually for my roommate, can u put it under her name? Brianna'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Gwen' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pxa-whatsapp-placed-then-cancel',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['Can I order a whole red velvet for Sunday at 2pm pickup', 'Nkechi', 'Yes', 'ugh sorry party just got called off 😩 pls cancel it'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Nkechi' },
      lastSays: [STAFF],
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pxa-webchat-placed-then-thanks-bye',
    category: 'after-order',
    channel: 'webchat',
    steps: ['2 vanilla bean slices for pickup today at noon please', 'Harold Finch', '512-555-0172', 'yes', 'Perfect, thank you so much! Bye!'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:00', name: 'Harold Finch' },
      never: [CANCELLED_CLAIM],
    },
  },
  {
    id: 'pxa-sms-placed-then-second-for-sister-price',
    category: 'after-order',
    channel: 'sms',
    steps: ['4 carrot slices pickup 2pm today', 'Tariq', 'yes', 'thx! my sister wants her own cake for sunday, separate from mine. how much is a whole red velvet?'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Tariq' },
      lastSays: [/\$?50(\.00)?\b/],
    },
  },
  {
    id: 'pxa-whatsapp-placed-then-second-order-abandoned',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['1 whole lemon cake for pickup tomorrow at 3pm', 'Priyanka', 'yes', 'also separately my coworker wants 2 carrot slices today at 5, under Jen', 'actually nvm she says she’ll just come in herself. thats all!'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Priyanka' },
      lastSays: [/not (be(en)? )?placed|won.?t (place|put)|dropped|cancel+ed|removed|scrapped|no (problem|worries)|all set/i],
    },
  },
  {
    id: 'pxa-voice-whole-ask-when-then-yes',
    category: 'after-order',
    channel: 'voice',
    steps: ["yeah hi, I'd like a whole chocolate fudge cake, um, for sunday, pick up around noon", "uh, Lorraine", 'okay and, um, so just to be sure, what day and time am I coming in?', 'yes that sounds right'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Lorraine' },
      says: [/sunday|nov(ember)?\.? 22|22nd/i, /noon|12(:00)?\s*(p\.?m)?/i],
    },
  },
  {
    id: 'pxa-webchat-placed-then-change-flavour',
    category: 'after-order',
    channel: 'webchat',
    steps: ['Whole vanilla bean cake for pickup Saturday at 1pm', 'Colette Marsh', '512-555-0173', 'yes', 'Hmm actually my son just said he wants chocolate instead of vanilla. Can you switch it?'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T13:00', name: 'Colette Marsh' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },
  {
    id: 'pxa-sms-placed-then-add-more-slices',
    category: 'after-order',
    channel: 'sms',
    steps: ['2 red velvet slices at 11:30', 'Mateo', 'ya', 'can u add 2 more to that'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T11:30', name: 'Mateo' },
      lastSays: [/staff|team|someone|separate|new order|another order/i],
      never: [CHANGED_CLAIM, /\bnow (4|four)\b/i],
    },
  },
  {
    id: 'pxa-whatsapp-overnight-then-is-it-confirmed',
    category: 'after-order',
    channel: 'whatsapp',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hi sorry its late, can i order a whole carrot cake for sunday at 2pm pickup', 'Odette', 'yes', 'so is it confirmed now?'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'held_overnight', at: '2026-11-22T14:00', name: 'Odette' },
      lastSays: [/8\s*(:00)?\s*a\.?m|morning|staff|team/i],
      never: [/(your order|it) (is|has been) confirmed/i],
    },
  },
  {
    id: 'pxa-webchat-custom-then-when-will-i-know',
    category: 'after-order',
    channel: 'webchat',
    steps: ["I'd like a custom 8 inch cake for pickup Tuesday Nov 24 at 2pm, vanilla with a unicorn theme and 'Happy 6th Lily' on it", 'Fiona Gallagher', '512-555-0174', 'yes', 'How will I know if it gets approved?'],
    expect: {
      order: { items: [{ sku: 'custom', qty: 1, size: '8-inch' }], fulfillment: 'pickup', status: 'needs_approval', at: '2026-11-24T14:00', name: 'Fiona Gallagher' },
      lastSays: [STAFF],
      never: [/(it|your order|the cake) (has been|is now) (approved|confirmed)|order ord_\w+ is confirmed/i],
    },
  },
  {
    id: 'pxa-sms-delivery-then-what-time-arrive',
    category: 'after-order',
    channel: 'sms',
    steps: ['can i get a whole chocolate fudge cake delivered tomorrow at 3pm to 1420 Oak Hollow Dr', 'Renata', 'yes', 'great what time will the driver get here?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'delivery', status: 'needs_approval', at: '2026-11-21T15:00', name: 'Renata', address: /1420 Oak Hollow/i },
      lastSays: [STAFF],
      never: [DELIVERY_TIME_PROMISE],
    },
  },
  {
    id: 'pxa-sms-placed-then-order-number',
    category: 'after-order',
    channel: 'sms',
    steps: ['1 carrot slice for pickup at 4pm', 'Wendell', 'yes', 'whats my order number? need it for my records'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Wendell' },
      lastSays: [/ord_[a-z0-9]+/i],
    },
  },
  {
    id: 'pxa-webchat-change-time-before-yes',
    category: 'after-order',
    channel: 'webchat',
    steps: ['Can I get 2 lemon slices for pickup today at 3?', 'Simone Achterberg', '512-555-0175', 'oh wait, make it 4 instead of 3', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Simone Achterberg' },
    },
  },
  {
    id: 'pxa-voice-add-item-before-confirm',
    category: 'after-order',
    channel: 'voice',
    steps: ["hi, uh, I'd like two lemon slices for, um, pickup at two today", "it's Marguerite", "oh, and, uh, add one carrot slice too, before you put it in", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Marguerite' },
    },
  },
  {
    id: 'pxa-whatsapp-placed-then-can-i-come-earlier',
    category: 'after-order',
    channel: 'whatsapp',
    steps: ['2 large chocolate fudge slices for 5pm pickup', 'Ezekiel', 'yes', 'hey is it ok if i swing by at 3 instead?'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 2, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Ezekiel' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },

  // ---------------- ORDERS FROM AN EARLIER DAY ----------------
  {
    id: 'pxa-sms-earlier-ordered-yesterday-change',
    category: 'earlier-order',
    channel: 'sms',
    steps: ['hi i ordered yesterday and need to change it'],
    expect: { noOrder: true, lastSays: [ORDER_REF], never: [CHANGED_CLAIM] },
  },
  {
    id: 'pxa-whatsapp-earlier-did-my-order-go-thru',
    category: 'earlier-order',
    channel: 'whatsapp',
    steps: ['did my order go thru?? i put it in last night like 10pm, its for tomorrow'],
    expect: { noOrder: true, lastSays: [ORDER_REF], never: [STATUS_INVENTED, /(your|the) order (is|was|has been) (confirmed|placed|received)/i] },
  },
  {
    id: 'pxa-webchat-earlier-delivery-late',
    category: 'earlier-order',
    channel: 'webchat',
    steps: ['Our cake was supposed to be delivered at 1 today and it is now almost 2. The party starts at 3. Where is it??'],
    expect: { noOrder: true, lastSays: [STAFF], never: [STATUS_INVENTED, DELIVERY_TIME_PROMISE] },
  },
  {
    id: 'pxa-voice-earlier-not-ready-at-counter',
    category: 'earlier-order',
    channel: 'voice',
    steps: ["hi, yeah, I'm literally standing at the counter right now, I ordered a lemon cake for ten o'clock and they're saying it's not ready? what's going on"],
    expect: { noOrder: true, lastSays: [STAFF], never: [STATUS_INVENTED, REFUND_PROMISE] },
  },
  {
    id: 'pxa-sms-earlier-wrong-writing',
    category: 'earlier-order',
    channel: 'sms',
    steps: ['picked up my cake this morning and it says Happy Birthday Kevn instead of Kevin. seriously??'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pxa-whatsapp-earlier-dry-cake-refund',
    category: 'earlier-order',
    channel: 'whatsapp',
    steps: ['The vanilla cake from Wednesday was so dry nobody finished it. I paid $44 for that. I want a refund'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE] },
  },
  {
    id: 'pxa-webchat-earlier-allergic-reaction',
    category: 'earlier-order',
    channel: 'webchat',
    steps: ['My daughter broke out in hives after eating a slice of your red velvet yesterday. She is allergic to tree nuts. Are there nuts in it?'],
    expect: {
      noOrder: true,
      says: [/allerg/i, STAFF],
      lastSays: [/unknown|not (been )?confirmed|can.?t (confirm|guarantee)|cannot (confirm|guarantee)|not sure|don.?t (know|have)|facility|nuts/i],
      never: [ALLERGEN_FREE, REFUND_PROMISE, /note to (the|your) order/i],
    },
  },
  {
    id: 'pxa-voice-earlier-cancel-by-id',
    category: 'earlier-order',
    channel: 'voice',
    steps: ['hi, um, I placed an order yesterday, the number is o r d underscore q seven x two k nine m four, and I need to cancel it'],
    expect: { noOrder: true, lastSays: [NOT_FOUND_OR_STAFF], never: [CANCELLED_CLAIM] },
  },
  {
    id: 'pxa-sms-earlier-status-by-id',
    category: 'earlier-order',
    channel: 'sms',
    steps: ['is ord_8fj2k1lz ready yet? pickup was supposed to be 11'],
    expect: { noOrder: true, lastSays: [NOT_FOUND_OR_STAFF], never: [STATUS_INVENTED, /\bconfirmed\b/i] },
  },
  {
    id: 'pxa-webchat-earlier-charged-twice',
    category: 'earlier-order',
    channel: 'webchat',
    steps: ['Hi, I placed an order on Tuesday and my card got charged twice. Can you fix that?'],
    expect: { noOrder: true, lastSays: [STAFF], never: [REFUND_PROMISE, /(I('ve| have)|has been) (reversed|fixed|removed|voided)/i] },
  },
  {
    id: 'pxa-whatsapp-earlier-change-then-new-order',
    category: 'earlier-order',
    channel: 'whatsapp',
    steps: ['I ordered a whole carrot cake on Wednesday for tomorrow, can I change it to red velvet?', 'ok ill call them. meanwhile can i get 2 vanilla slices at 4 today', 'Ximena', 'yes'],
    expect: {
      says: [STAFF],
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Ximena' },
      never: [CHANGED_CLAIM],
    },
  },

  // ---------------- QUESTIONS THE ASSISTANT CANNOT HANDLE ----------------
  {
    id: 'pxa-sms-q-gift-card-balance',
    category: 'question',
    channel: 'sms',
    steps: ['how do i check the balance on my gift card'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/balance (is|of) \$?\d/i, /https?:\/\//i] },
  },
  {
    id: 'pxa-whatsapp-q-jobs-and-slices',
    category: 'question',
    channel: 'whatsapp',
    steps: ['hey r u guys hiring for the holidays? also can i get 2 carrot slices at 12:30', 'Dominique', 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T12:30', name: 'Dominique' },
      says: [CANT_HELP],
      never: [/we('re| are) (currently )?hiring/i, /(apply|application) (at|on|online|here)/i],
    },
  },
  {
    id: 'pxa-voice-q-parking',
    category: 'question',
    channel: 'voice',
    steps: ["hi, um, quick question, where do I park when I come to pick up? is there, like, a lot?"],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/(there is|there's|we have|yes,? (there is|we have))\s+(free\s+)?(parking|a (parking )?lot)/i, /street parking/i] },
  },
  {
    id: 'pxa-webchat-q-catering-200-wedding',
    category: 'question',
    channel: 'webchat',
    steps: ['We need dessert catering for about 200 guests at a company holiday party on Dec 12. Can you handle that and what would it cost?'],
    expect: {
      noOrder: true,
      lastSays: [STAFF],
      never: [/\$\s?\d+(\.\d\d)?\s*(per|\/|a)\s*(person|head|guest)/i, /(yes,? )?we (can|do) (handle|cater)/i],
    },
  },
  {
    id: 'pxa-sms-q-private-event',
    category: 'question',
    channel: 'sms',
    steps: ['can we rent out the cafe for a bridal shower on a sunday afternoon? like 25 ppl'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/(yes,? )?(you can|we (do|can)) (rent|book|host)/i, /\$\d+.{0,20}(hour|rental|fee)/i] },
  },
  {
    id: 'pxa-whatsapp-q-loyalty-card-with-order',
    category: 'question',
    channel: 'whatsapp',
    steps: ['do you guys have a loyalty card or points thing? anyway I want a whole lemon cake for saturday 11am pickup', 'Soledad', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Soledad' },
      says: [CANT_HELP],
      never: [/(yes,? )?we (do )?(have|offer) (a )?(loyalty|rewards|points|punch)/i, /earn(ed)? \d+ points/i],
    },
  },
  {
    id: 'pxa-voice-q-lost-scarf',
    category: 'question',
    channel: 'voice',
    steps: ["hi, uh, I think I left my scarf there yesterday afternoon, it's a green wool one, did anybody turn it in?"],
    expect: { noOrder: true, lastSays: [STAFF], never: [/(we|someone) (found|have) (it|your scarf|a (green )?scarf)/i] },
  },
  {
    id: 'pxa-webchat-q-wifi-while-waiting',
    category: 'question',
    channel: 'webchat',
    steps: ['Is there wifi I can use while I wait for my order in the cafe?'],
    expect: { noOrder: true, lastSays: [CANT_HELP], never: [/password (is|:)/i, /(yes,? )?we (have|offer) (free )?wi-?fi/i] },
  },
  {
    id: 'pxa-webchat-q-party-room-plus-cake',
    category: 'question',
    channel: 'webchat',
    steps: ['Can I host my sons 8th birthday party at your cafe? If not, I just want a whole chocolate fudge cake for Sunday at 10am pickup', 'Imogen Bright', '512-555-0176', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T10:00', name: 'Imogen Bright' },
      says: [CANT_HELP],
      never: [/(yes,? )?(you can|we (do|can)) (host|book|rent)/i],
    },
  },
  {
    id: 'pxa-sms-placed-then-loyalty-points',
    category: 'question',
    channel: 'sms',
    steps: ['2 carrot slices for 1pm pickup', 'Bartholomew', 'yes', 'do i get points for this? i have a punch card'],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Bartholomew' },
      lastSays: [CANT_HELP],
      never: [/(yes,? )?(you('ll| will) (get|earn)|we('ll| will) (add|punch))/i, /earn(ed)? \d+ points/i],
    },
  },

  // ---------------- LOOK-ALIKES: REAL ORDERS THAT SOUND LIKE THE ABOVE ----------------
  {
    id: 'pxa-sms-lookalike-late-last-week',
    category: 'lookalike',
    channel: 'sms',
    steps: ['I was running late last week, so this time can I get 2 lemon slices at 3?', 'Carmen', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:00', name: 'Carmen' },
    },
  },
  {
    id: 'pxa-whatsapp-lookalike-same-as-last-time',
    category: 'lookalike',
    channel: 'whatsapp',
    steps: ['last order was amazing!! same thing again pls: a whole red velvet, sunday noon pickup', 'Yusuf', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T12:00', name: 'Yusuf' },
    },
  },
  {
    id: 'pxa-webchat-lookalike-hit-last-week',
    category: 'lookalike',
    channel: 'webchat',
    steps: ['The cake I got from you last week was a huge hit, so I am ordering another one! Whole chocolate fudge, Saturday at 4pm pickup.', 'Penelope Vance', '512-555-0177', 'Yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Penelope Vance' },
    },
  },
  {
    id: 'pxa-voice-lookalike-cancelled-plans',
    category: 'lookalike',
    channel: 'voice',
    steps: ["yeah so, um, I cancelled my plans for tonight, so I'm gonna treat myself. can I grab three carrot slices for, uh, five o'clock", "it's Augustin", { press: '1' }],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T17:00', name: 'Augustin' },
    },
  },
  {
    id: 'pxa-sms-lookalike-got-my-refund',
    category: 'lookalike',
    channel: 'sms',
    steps: ['finally got my tax refund lol treat time. 1 large choc fudge slice for 1pm', 'Keanu', 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Keanu' },
      never: [REFUND_PROMISE],
    },
  },
  {
    id: 'pxa-whatsapp-lookalike-parked-outside',
    category: 'lookalike',
    channel: 'whatsapp',
    steps: ["i'll be parked right outside around 2:30, can i get 2 red velvet slices for then", 'Lucinda', 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:30', name: 'Lucinda' },
    },
  },
  {
    id: 'pxa-voice-lookalike-calling-about-an-order',
    category: 'lookalike',
    channel: 'voice',
    steps: ["hi, I'm calling about an order, um, a new one I mean. I want a whole lemon cake for tomorrow at eleven a m, pick up", 'Thaddeus', 'yes please'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Thaddeus' },
    },
  },
  {
    id: 'pxa-webchat-lookalike-gift-for-boss',
    category: 'lookalike',
    channel: 'webchat',
    steps: ["It's a gift for my boss, not a gift card lol. 1 whole vanilla bean cake, Sunday 3pm pickup", 'Rosalind Pike', '512-555-0178', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Rosalind Pike' },
    },
  },
];
