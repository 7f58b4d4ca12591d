import type { Script } from '../script-types.js';

// SEVERAL ORDERS AND SEVERAL PEOPLE IN ONE CONVERSATION: two orders for different days in one
// message (one order holds one time, so the clerk makes two orders one after the other, with the
// same name, phone, way of getting it and allergy note, unless the customer says otherwise), a
// second order after the first is placed ("also can I order a cake for next week"), an order for a
// friend under the friend's name and number, changing whose name the order is under (before placing:
// changed; after placing: staff, nothing changed silently), "same again for Sunday" after placing, a
// group ordering for several people with counts per person (summed per product), and a customer who
// places one order and then cancels the draft of the second.
//
// The checker reads the order only when ONE order is placed (it flags a second one), so scripts that
// end with two orders check both with `says`: one reply that carries an order id and the order's
// products, day and time (placed()). Scripts that end with one order check it with `order`.
//
// Catalog facts used: whole cakes 8-inch, 24 h notice: chocolate fudge $48, carrot $46 (walnuts,
// tree nuts), red velvet $50 (allergens unknown), vanilla bean $44 (allergens unknown); lemon
// chiffon 10-inch $58. Slices, no notice, pickup only: chocolate fudge $6.50 / large $9.50, carrot
// $6.00, red velvet $6.50, lemon $5.75, vanilla bean $5.50. Drinks in the cafe only. Delivery and
// allergy notes need staff (needs_approval); totals over $200 need approval; orders placed 20:00-08:00
// are held_overnight. Clock: Fri 2026-11-20 10:00 Central (Sat 21 = tomorrow, Sun 22, Mon 23,
// Tue 24, Sat 28).

const ORDER_ID = /\bord_[0-9a-z]{20}\b/;
/** The clerk says the two times make two orders (or that one order holds one time). */
const SEPARATE =
  /separate|two orders|2 orders|second order|another order|next order|other order|first order|each order|one (pickup )?time per order|(single|one) order (can only|only|holds|has)/i;
/** Staff, a person, or "I can't change it here". */
const STAFF = /staff|team|owner|manager|a person|someone|colleague|member of|get (back|in touch)|reach out|contact you|call you|can.?t (change|edit|modify|update)|cannot (change|edit|modify|update)|unable to (change|edit|modify|update)|not able to (change|edit|modify|update)/i;
/** A placed order changed by the assistant itself. */
const CHANGED_CLAIM =
  /(I'?ve|I have|we'?ve|we have) (now |gone ahead and |just )?(updated|changed|modified|switched|renamed|replaced)|(has|have) been (updated|changed|modified|switched|renamed)|\bname (is|was) now\b|\b(is|are) now (under|in the name)/i;
/** The placed order said to be cancelled. */
const FIRST_CANCELLED = /(first|earlier|original|other|placed) order (has been |is |was )?(now )?cancel+ed|(I'?ve|I have) cancel+ed (your|the) (first|earlier|original|placed)/i;
const WALNUTS = /walnut|tree.?nut/i;
const NOTICE = /24|notice|a day ahead|day in advance|in advance|earliest|too soon/i;
const DRINKS = /caf[eé]|in[- ]store|in person|at the (counter|bakery)|can.?t (be )?(order|add|take)|cannot (be )?(order|add|take)|not (available )?(to|for) order|only (order|take)|drinks? (are|is) not/i;
/** Waits for staff in the morning. */
const HELD = /8 ?(:00 ?)?a\.?m|eight (a\.?m|in the morning|o.?clock)|morning|overnight|held|not (yet )?confirmed|after hours/i;
/** Staff review the order before it is confirmed. */
const REVIEW = /review|staff|not (yet )?confirmed|approv/i;
const PICKUP = /pick ?up|pick it up|collect/i;
const DELIVERY = /deliver/i;
/** Never "safe" or "free of" an allergen. */
const SAFE_CLAIM =
  /\b(is|are|it'?s|they'?re|should be|will be|would be)\s+(perfectly |totally |completely |100% )?(safe|fine|ok|okay)\s+for\b|\b(nut|peanut|gluten|dairy|egg|walnut)[- ]free\b(?![^.]{0,40}(cannot|can.?t|not|no) )|no (nuts|peanuts|walnuts) in\b/i;
const DUPLICATE = /duplicate/i;
/** The draft being made is dropped: said plainly, not a question asked again. */
const DROPPED =
  /cancel+ed|cancel+ing|not (be )?placed|nothing (else )?(was |has been |is |will be )?placed|won.?t (be )?plac|dropp|discard|scrap|removed|taken [^.]{0,40}\boff\b|(first|other|earlier|cake|slice|lemon|red velvet) (order|one)[^.]{0,20}(stands|still|is (placed|confirmed|on))|just the (one|first)/i;

const TODAY = /\btoday\b|\bfri(day)?\b|nov(ember)?\.? 20\b/i;
const SAT = /\bsat(urday)?\b|nov(ember)?\.? 21\b/i;
const SUN = /\bsun(day)?\b|nov(ember)?\.? 22\b/i;
const MON = /\bmon(day)?\b|nov(ember)?\.? 23\b/i;
const TUE = /\btue(s|sday)?\b|nov(ember)?\.? 24\b/i;
const SAT28 = /nov(ember)?\.? 28\b|\b28th\b/i;

/** A time of day as a reply may say it: "3:00 PM", "3 pm", "three in the afternoon", "noon". */
const T = (h: number, m = 0): RegExp => {
  const hour12 = h % 12 || 12;
  const ampm = h < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const words = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'][h % 12];
  const mm = m === 0 ? '(:00)?' : `:${String(m).padStart(2, '0')}`;
  const noon = h === 12 && m === 0 ? '|\\bnoon\\b|\\bmidday\\b' : '';
  return new RegExp(`\\b${hour12}${mm}\\s*${ampm}|\\b${words}${m === 0 ? '' : '[- ]\\w+'}\\s*(${ampm}|o.?clock|in the (afternoon|morning|evening))${noon}`, 'i');
};

const NUM = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const FLAVOUR = { choc: 'chocolate fudge|chocolate', carrot: 'carrot', rv: 'red velvet', lemon: 'lemon chiffon|lemon', vanilla: 'vanilla bean|vanilla' } as const;
type Flavour = keyof typeof FLAVOUR;
const count = (n: number): string => (n === 1 ? '(1|one|a|an)' : `(${n}|${NUM[n]})`);
/** n whole cakes of a flavour as a reply lists them ("1 x Carrot Cake (8-inch)", "a whole carrot cake"). */
const whole = (n: number, f: Flavour): RegExp => new RegExp(`\\b${count(n)}\\b(\\s*x)?\\s+(whole\\s+)?(${FLAVOUR[f]})(?![\\w ]{0,8}slice)`, 'i');
/** n slices of a flavour as a reply lists them ("2 x Lemon Chiffon Cake Slice", "two lemon slices"). */
const slices = (n: number, f: Flavour): RegExp => new RegExp(`\\b${count(n)}\\b(\\s*x)?\\s+(large\\s+|regular\\s+)?(${FLAVOUR[f]})[\\w ]{0,8}slices?`, 'i');
/** One reply that places an order (its id) and says all of `facts` (its products, day, time...). */
const placed = (...facts: RegExp[]): RegExp => new RegExp(`^(?=[\\s\\S]*\\bord_[0-9a-z]{20}\\b)${facts.map((fact) => `(?=[\\s\\S]*(?:${fact.source}))`).join('')}`, 'i');

const written: Script[] = [
  // ================================================================ two times in one message: two orders
  {
    id: 'pyx-sms-lemon-today-fudge-saturday',
    category: 'two-times',
    channel: 'sms',
    steps: ['2 lemon slices today at 3 and a whole choc fudge cake saturday at noon pls. Maya Lin', 'yes', 'yes'],
    expect: {
      says: [SEPARATE, placed(slices(2, 'lemon'), TODAY, T(15)), placed(whole(1, 'choc'), SAT, T(12))],
    },
  },
  {
    id: 'pyx-wa-carrot-today-rv-sunday',
    category: 'two-times',
    channel: 'whatsapp',
    steps: ['heyy 👋 can i get 3 carrot slices for 4pm today and also a whole red velvet for sunday 11am? its Tasha Green', 'yes', 'yes 👍'],
    expect: {
      says: [placed(slices(3, 'carrot'), TODAY, T(16)), placed(whole(1, 'rv'), SUN, T(11))],
    },
  },
  {
    id: 'pyx-voice-fudge-slices-lemon-cake-sunday',
    category: 'two-times',
    channel: 'voice',
    steps: [
      "hi, I'd like two chocolate fudge slices for this afternoon at four, and then a whole lemon chiffon cake for sunday at one in the afternoon. my name is Grace Kim",
      'yes',
      'yes',
    ],
    expect: {
      says: [placed(slices(2, 'choc'), TODAY, T(16)), placed(whole(1, 'lemon'), SUN, T(13))],
    },
  },
  {
    id: 'pyx-web-vanilla-monday-rv-today',
    category: 'two-times',
    channel: 'webchat',
    steps: ['Hi, I need a whole vanilla bean cake for Monday at 10am and 4 red velvet slices for today at 5pm, all pickup. Lena Ortiz, 512-555-0161', 'yes', 'yes'],
    expect: {
      says: [placed(whole(1, 'vanilla'), MON, T(10)), placed(slices(4, 'rv'), TODAY, T(17))],
    },
  },
  {
    id: 'pyx-sms-carrot-cake-sat-and-sun',
    category: 'two-times',
    channel: 'sms',
    steps: ['i need a whole carrot cake for saturday at 2pm and another whole carrot cake for sunday at 2pm, pickup. name Ray Dunn', 'yes', 'yes'],
    expect: {
      says: [placed(whole(1, 'carrot'), SAT, T(14)), placed(whole(1, 'carrot'), SUN, T(14))],
      never: [DUPLICATE, /\b2 x carrot cake \(/i],
    },
  },
  {
    id: 'pyx-sms-cake-delivered-slices-picked-up',
    category: 'two-times',
    channel: 'sms',
    steps: [
      'whole choc fudge cake delivered to my mom at 1408 Elm St on saturday at 2pm, plus 2 lemon slices for me to pick up today at 5. name Carla Diaz',
      'yes',
      'yes',
    ],
    expect: {
      says: [placed(whole(1, 'choc'), DELIVERY, SAT, T(14)), placed(slices(2, 'lemon'), PICKUP, TODAY, T(17))],
    },
  },
  {
    id: 'pyx-wa-peanut-allergy-both-orders',
    category: 'two-times',
    channel: 'whatsapp',
    steps: ['my daughter has a peanut allergy fyi. 4 vanilla slices today at 3pm, and a whole carrot cake for sunday at noon. name Beth Ruiz', 'yes', 'yes'],
    expect: {
      says: [placed(slices(4, 'vanilla'), TODAY, T(15), REVIEW), placed(whole(1, 'carrot'), SUN, T(12), REVIEW)],
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyx-sms-put-it-all-in-one-order',
    category: 'two-times',
    channel: 'sms',
    steps: ['3 red velvet slices today at 2 and a whole vanilla cake sunday at 1, name Bea Long', 'oh can u just put it all in one order for sunday at 1', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'vanilla-bean-whole', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-22T13:00',
        name: 'Bea Long',
      },
      says: [/63\.50|63 dollars and 50/i],
    },
  },
  {
    id: 'pyx-web-forget-the-rv-cake',
    category: 'two-times',
    channel: 'webchat',
    steps: ['4 lemon slices for 1pm today and a whole red velvet cake saturday at 3pm. Omar Haddad 737-555-0172', 'actually forget the red velvet cake, just the slices', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Omar Haddad', phone: '+17375550172' },
    },
  },
  {
    id: 'pyx-sms-nvm-slices-just-the-cake',
    category: 'two-times',
    channel: 'sms',
    steps: ['whole lemon cake for sunday 3pm and 2 vanilla slices today at 11:30, pickup. name Iris Bell', 'hmm nvm the slices, just the cake', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Iris Bell' },
    },
  },
  {
    id: 'pyx-wa-first-placed-cake-draft-cancelled',
    category: 'two-times',
    channel: 'whatsapp',
    steps: ['2 carrot slices today at 4pm + a whole chocolate fudge cake saturday at 1pm. Nina Patel', 'yes', "actually no, cancel the cake, I'll sort that one out later"],
    expect: {
      order: { items: [{ sku: 'carrot-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Nina Patel' },
      lastSays: [DROPPED],
      never: [FIRST_CANCELLED],
    },
  },
  {
    id: 'pyx-sms-two-times-nut-question-between',
    category: 'two-times',
    channel: 'sms',
    steps: ['3 lemon slices today at 2 and a whole carrot cake sunday at 11, name Jude Amos', 'wait does the carrot cake have nuts?', 'ok thats fine. yes', 'yes'],
    expect: {
      says: [WALNUTS, placed(slices(3, 'lemon'), TODAY, T(14)), placed(whole(1, 'carrot'), SUN, T(11))],
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyx-sms-late-night-two-orders-held',
    category: 'two-times',
    channel: 'sms',
    now: '2026-11-20T21:30:00-06:00',
    steps: ['hi sorry its late! 2 choc fudge slices tomorrow at 10am and a whole lemon cake for sunday at 4pm. name Ada Moss', 'yes', 'yes'],
    expect: {
      says: [placed(slices(2, 'choc'), SAT, T(10), HELD), placed(whole(1, 'lemon'), SUN, T(16), HELD)],
    },
  },
  {
    id: 'pyx-voice-rv-slices-noon-carrot-sat',
    category: 'two-times',
    channel: 'voice',
    steps: ['hi there, I want to order three red velvet slices for today at noon, and a whole carrot cake for saturday at five in the afternoon', "it's Ben Ortiz", 'yes', 'yes'],
    expect: {
      says: [placed(slices(3, 'rv'), TODAY, T(12)), placed(whole(1, 'carrot'), SAT, T(17))],
    },
  },
  {
    id: 'pyx-web-second-time-said-at-readback',
    category: 'two-times',
    channel: 'webchat',
    steps: ['Whole lemon chiffon cake for pickup Sunday 2pm please. Rosa Diaz 512-555-0142', 'oh and also 3 carrot slices for today at 4, as a separate order', 'yes', 'yes'],
    expect: {
      says: [placed(whole(1, 'lemon'), SUN, T(14)), placed(slices(3, 'carrot'), TODAY, T(16))],
    },
  },
  {
    id: 'pyx-wa-numbered-two-orders',
    category: 'two-times',
    channel: 'whatsapp',
    steps: ['2 separate orders pls:\n1) 4 carrot slices today 1pm\n2) whole lemon cake monday 10am\nname Raj Mehta', 'yes', 'yes'],
    expect: {
      says: [placed(slices(4, 'carrot'), TODAY, T(13)), placed(whole(1, 'lemon'), MON, T(10))],
    },
  },
  {
    id: 'pyx-sms-me-and-my-mom-two-names',
    category: 'two-times',
    channel: 'sms',
    steps: ['2 lemon slices today at 3 for me (Kate Lin) and a whole carrot cake saturday at noon for my mom, under her name Joan Pike', 'yes', 'yes'],
    expect: {
      says: [placed(slices(2, 'lemon'), TODAY, T(15)), placed(whole(1, 'carrot'), SAT, T(12)), /lemon[\s\S]*Kate Lin|Kate Lin[\s\S]*lemon/i, /carrot[\s\S]*Joan Pike|Joan Pike[\s\S]*carrot/i],
    },
  },
  {
    id: 'pyx-voice-me-and-my-sister',
    category: 'two-times',
    channel: 'voice',
    steps: [
      "I need two separate orders. first, two lemon slices for me today at three, my name is Nick Reyes. and second, a whole chocolate fudge cake for my sister for sunday at noon, that one's under her name, Sofia Reyes",
      'yes',
      'yes',
    ],
    expect: {
      says: [placed(slices(2, 'lemon'), TODAY, T(15)), placed(whole(1, 'choc'), SUN, T(12)), /Sofia Reyes/i],
    },
  },

  // ================================================================ a second order after the first is placed
  {
    id: 'pyx-sms-cake-for-next-week-after',
    category: 'second-order',
    channel: 'sms',
    steps: ['2 lemon slices pickup today at 3, name Dana Cole', 'yes', 'also can i order a cake for next week?', 'whole chocolate fudge, pickup saturday the 28th at noon', 'yes'],
    expect: {
      says: [placed(slices(2, 'lemon'), TODAY, T(15))],
      lastSays: [ORDER_ID, whole(1, 'choc'), SAT28, T(12), /^(?![\s\S]*lemon)/i],
    },
  },
  {
    id: 'pyx-wa-second-for-sister-her-number',
    category: 'second-order',
    channel: 'whatsapp',
    steps: [
      'whole red velvet cake saturday 1pm pickup, Hector Ramos',
      'yes',
      'thanks! can I also do a separate order for my sister? 2 lemon slices today at 5, under her name Alma Ramos, her cell is 512-555-0183',
      'yes',
    ],
    expect: {
      says: [placed(whole(1, 'rv'), SAT, T(13)), /Alma Ramos/],
      lastSays: [ORDER_ID, slices(2, 'lemon'), TODAY, T(17), /^(?![\s\S]*red velvet)/i],
    },
  },
  {
    id: 'pyx-web-dads-birthday-tuesday',
    category: 'second-order',
    channel: 'webchat',
    steps: [
      'Hi! 3 vanilla bean slices for pickup at 2pm today. Rosa Diaz, 512-555-0142',
      'yes',
      "also can I order a cake for next week? my dad's birthday is on tuesday",
      'a whole carrot cake, pickup tuesday at 6pm. same name and number',
      'yes',
    ],
    expect: {
      says: [placed(slices(3, 'vanilla'), TODAY, T(14))],
      lastSays: [ORDER_ID, whole(1, 'carrot'), TUE, T(18), /^(?![\s\S]*vanilla)/i],
    },
  },
  {
    id: 'pyx-sms-same-again-sunday-same-time',
    category: 'same-again',
    channel: 'sms',
    steps: ['2 carrot slices + 1 red velvet slice pickup today at 4pm, Sue Park', 'yes', 'love it. can i get the same again for sunday, same time?', 'yes'],
    expect: {
      says: [placed(slices(2, 'carrot'), slices(1, 'rv'), TODAY, T(16))],
      lastSays: [ORDER_ID, slices(2, 'carrot'), slices(1, 'rv'), SUN, T(16)],
      never: [DUPLICATE],
    },
  },
  {
    id: 'pyx-wa-same-again-sunday-at-2',
    category: 'same-again',
    channel: 'whatsapp',
    steps: ['whole lemon cake sat 2pm pickup pls, Kim Vo', 'yes', 'can i get the same again for sunday at 2 too? 🙏', 'yes'],
    expect: {
      says: [placed(whole(1, 'lemon'), SAT, T(14))],
      lastSays: [ORDER_ID, whole(1, 'lemon'), SUN, T(14)],
    },
  },
  {
    id: 'pyx-sms-same-again-sunday-time-asked',
    category: 'same-again',
    channel: 'sms',
    steps: ['3 red velvet slices for pickup at 11am today, Hal Pruitt', 'yes', 'perfect. can i do the same again for sunday?', '11am again', 'yes'],
    expect: {
      says: [placed(slices(3, 'rv'), TODAY, T(11)), placed(slices(3, 'rv'), SUN, T(11))],
    },
  },
  {
    id: 'pyx-web-same-again-cake-and-slices-sunday',
    category: 'same-again',
    channel: 'webchat',
    steps: ['A whole vanilla bean cake and 2 lemon slices, pickup Saturday at noon. Mara Quinn 512-555-0129', 'yes', 'Great. Same again for Sunday at noon please, same name and number', 'yes'],
    expect: {
      says: [placed(whole(1, 'vanilla'), slices(2, 'lemon'), SAT, T(12))],
      lastSays: [ORDER_ID, whole(1, 'vanilla'), slices(2, 'lemon'), SUN, T(12)],
    },
  },
  {
    id: 'pyx-sms-same-order-for-coworker',
    category: 'second-order',
    channel: 'sms',
    steps: [
      '4 chocolate fudge slices pickup at 12:30 today, name Raj Mehta',
      'yes',
      "can u do the exact same order again but under my coworker's name, Ben Ortiz? he'll grab his at the same time",
      'yes',
    ],
    expect: {
      says: [/Ben Ortiz/],
      lastSays: [ORDER_ID, slices(4, 'choc'), T(12, 30)],
      never: [DUPLICATE],
    },
  },
  {
    id: 'pyx-sms-second-draft-never-mind',
    category: 'cancel-second',
    channel: 'sms',
    steps: ['whole lemon cake pickup sunday 2pm, Jo Marsh', 'yes', 'oh also can i get 2 carrot slices today at 4?', 'hmm actually never mind the slices, just the cake is fine'],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T14:00', name: 'Jo Marsh' },
      lastSays: [DROPPED],
      never: [FIRST_CANCELLED],
    },
  },
  {
    id: 'pyx-web-cancel-second-keep-first',
    category: 'cancel-second',
    channel: 'webchat',
    steps: [
      '2 red velvet slices for 1pm today, Tess Young 512-555-0144',
      'yes',
      'can I place another order? whole vanilla bean cake for monday 11am',
      'actually cancel that second one, the first order is all I need',
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Tess Young', phone: '+15125550144' },
      lastSays: [DROPPED],
      never: [FIRST_CANCELLED],
    },
  },
  {
    id: 'pyx-wa-second-draft-stop-thats-all',
    category: 'cancel-second',
    channel: 'whatsapp',
    steps: [
      '3 lemon slices 1:30 today, name Oscar Lund',
      'yes',
      'and a whole carrot cake for saturday 4pm',
      "wait no, don't place that one. just the slices today, thanks",
    ],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:30', name: 'Oscar Lund' },
      lastSays: [DROPPED],
      never: [FIRST_CANCELLED],
    },
  },
  {
    id: 'pyx-sms-second-cake-too-soon',
    category: 'second-order',
    channel: 'sms',
    steps: ['3 lemon slices today at 2pm, name Gia Russo', 'yes', 'also a whole chocolate cake for tonight at 6?', 'ok tomorrow at 6 then, pickup', 'yes'],
    expect: {
      says: [NOTICE, placed(slices(3, 'lemon'), TODAY, T(14)), placed(whole(1, 'choc'), SAT, T(18))],
    },
  },

  // ================================================================ for a friend, under the friend's name and number
  {
    id: 'pyx-sms-friend-name-and-number',
    category: 'friend',
    channel: 'sms',
    steps: ["hi im ordering for my friend, she'll pick it up. 2 red velvet slices today at 4pm under her name Jenna Cruz, her number is 512-555-0188", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:00', name: 'Jenna Cruz', phone: '+15125550188' },
    },
  },
  {
    id: 'pyx-web-coworker-carrot-cake',
    category: 'friend',
    channel: 'webchat',
    steps: ['Can I order a whole carrot cake for my coworker to pick up Saturday at 3pm? Put it under his name, Dev Patel.', "(737) 555-0190 that's his cell", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Dev Patel', phone: '+17375550190' },
    },
  },
  {
    id: 'pyx-voice-neighbor-lemon-cake',
    category: 'friend',
    channel: 'voice',
    steps: [
      "hi, I'm calling to order for my neighbor, she'll come get it. a whole lemon chiffon cake for sunday at eleven in the morning. it's under her name, Rosa Diaz, and her number is five one two, five five five, zero one nine nine",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'lemon-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T11:00', name: 'Rosa Diaz', phone: '+15125550199' },
    },
  },
  {
    id: 'pyx-wa-friend-name-my-number',
    category: 'friend',
    channel: 'whatsapp',
    steps: ['2 lemon + 2 carrot slices for 5pm today. my friend Olu Adeyemi is picking up so put it under his name. contact me on this number tho', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T17:00',
        name: 'Olu Adeyemi',
      },
    },
  },
  {
    id: 'pyx-sms-tom-orders-under-maria',
    category: 'friend',
    channel: 'sms',
    steps: ["this is Tom, ordering a whole vanilla cake for my sister Maria Lopez, she's picking it up sat at 4pm so put it under her name", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T16:00', name: 'Maria Lopez' },
    },
  },
  {
    id: 'pyx-sms-cake-for-amys-birthday-my-name',
    category: 'friend',
    channel: 'sms',
    steps: ["whole choc fudge cake for my friend Amy's birthday, i'll pick it up sat 3pm. I'm Leo Grant", 'yes'],
    expect: {
      order: { items: [{ sku: 'chocolate-fudge-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T15:00', name: 'Leo Grant' },
    },
  },
  {
    id: 'pyx-web-my-name-wifes-number',
    category: 'friend',
    channel: 'webchat',
    steps: ["2 vanilla bean slices pickup 3:30 today. name Greg Hill. use my wife's number for this one, 512-555-0175, she'll grab them", 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T15:30', name: 'Greg Hill', phone: '+15125550175' },
    },
  },

  // ================================================================ whose name the order is under
  {
    id: 'pyx-sms-under-my-wifes-name',
    category: 'name-change',
    channel: 'sms',
    steps: ['whole carrot cake saturday 11am, name Dan Stone', "actually put it under my wife's name, Leah Stone, she's picking it up", 'yes'],
    expect: {
      order: { items: [{ sku: 'carrot-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-21T11:00', name: 'Leah Stone' },
    },
  },
  {
    id: 'pyx-web-name-autocorrected',
    category: 'name-change',
    channel: 'webchat',
    steps: ['3 lemon slices 2pm today. Marcus Webb 512-555-0166', 'wait change the name to Marcus Bell, autocorrect lol', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Marcus Bell', phone: '+15125550166' },
    },
  },
  {
    id: 'pyx-voice-daughters-name-instead',
    category: 'name-change',
    channel: 'voice',
    steps: [
      'a whole red velvet cake for sunday at three in the afternoon please, my name is Tom Reyes',
      "actually can you put it under my daughter's name instead, it's Lucy Reyes, she's the one picking it up",
      'yes',
    ],
    expect: {
      order: { items: [{ sku: 'red-velvet-whole', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-22T15:00', name: 'Lucy Reyes' },
    },
  },
  {
    id: 'pyx-wa-roommate-name-and-number',
    category: 'name-change',
    channel: 'whatsapp',
    steps: ['4 red velvet slices for 6pm today, Jay Moss', "oh wait can u put it under my roommate Sam Cho and his number 737 555 0121? he's picking up", 'yes'],
    expect: {
      order: { items: [{ sku: 'red-velvet-slice', qty: 4 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T18:00', name: 'Sam Cho', phone: '+17375550121' },
    },
  },
  {
    id: 'pyx-sms-rename-after-placing',
    category: 'name-change',
    channel: 'sms',
    steps: ['2 lemon slices today 1pm, name Ann Wu', 'yes', "oh shoot can you change the name on it to my sister Bea Wu? she's picking up"],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ann Wu' },
      lastSays: [STAFF],
      never: [CHANGED_CLAIM],
    },
  },

  // ================================================================ a group: counts per person
  {
    id: 'pyx-sms-office-slices-per-person',
    category: 'group',
    channel: 'sms',
    steps: ['ok group order for the office 🙌 me: 2 lemon slices, Jake: 1 carrot slice, Priya: 1 carrot slice, Tom: 2 choc fudge slices. pickup today 12:30, name Alex Kim', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 2, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T12:30',
        name: 'Alex Kim',
      },
      says: [/36\.50|36 dollars and 50/i],
    },
  },
  {
    id: 'pyx-wa-family-of-four-slices',
    category: 'group',
    channel: 'whatsapp',
    steps: ['for the 4 of us: a lemon slice for me and one for my mom, a large chocolate slice for my dad and a vanilla slice for my little bro. pickup 3pm today, Nora Hale', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'large' }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Nora Hale',
      },
      says: [/26\.50|26 dollars and 50/i],
    },
  },
  {
    id: 'pyx-voice-husband-me-three-kids',
    category: 'group',
    channel: 'voice',
    steps: [
      "hi, I need slices for the family. my husband wants two carrot slices, I'll have one lemon slice, and the kids want one chocolate fudge slice each, there's three of them. we'll pick up at four today. my name is Ruth Okafor",
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'lemon-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 3, size: 'regular' }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T16:00',
        name: 'Ruth Okafor',
      },
    },
  },
  {
    id: 'pyx-web-team-slices-by-preference',
    category: 'group',
    channel: 'webchat',
    steps: ['Ordering slices for my team: 3 people want red velvet, 2 want lemon, and me and Sam both want carrot. Pickup 11:45 today. Kelly Tran 512-555-0157', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'red-velvet-slice', qty: 3 }, { sku: 'lemon-slice', qty: 2 }, { sku: 'carrot-slice', qty: 2 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T11:45',
        name: 'Kelly Tran',
        phone: '+15125550157',
      },
    },
  },
  {
    id: 'pyx-sms-group-with-a-latte',
    category: 'group',
    channel: 'sms',
    steps: ['3 of us: Jen wants a lemon slice + a latte, Mo wants a carrot slice, I want a red velvet slice. pickup 2pm today, name Cal Burke', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'lemon-slice', qty: 1 }, { sku: 'carrot-slice', qty: 1 }, { sku: 'red-velvet-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T14:00',
        name: 'Cal Burke',
      },
      says: [DRINKS],
    },
  },
  {
    id: 'pyx-wa-book-club-one-nut-allergy',
    category: 'group',
    channel: 'whatsapp',
    steps: ['slices for my book club, pickup at 5 today: Ana and Lu want carrot, I want chocolate fudge, and Mia has a nut allergy so she’ll have the vanilla. name Rita Gomez', 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 2 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }, { sku: 'vanilla-bean-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-20T17:00',
        name: 'Rita Gomez',
        allergy: true,
      },
      never: [SAFE_CLAIM],
    },
  },
  {
    id: 'pyx-sms-carla-wants-the-same',
    category: 'group',
    channel: 'sms',
    steps: ["I'll have a lemon slice, Carla wants the same, and Ben wants a red velvet one. pickup at 1 today, Ivy Chen", 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 2 }, { sku: 'red-velvet-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Ivy Chen' },
    },
  },
  {
    id: 'pyx-sms-jake-switches-to-lemon',
    category: 'group',
    channel: 'sms',
    steps: ['me 2 lemon slices, Jake 1 carrot slice, Mo 1 carrot slice. pickup 1pm today, name Wes Hardy', 'oh wait Jake wants lemon instead of carrot', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 3 }, { sku: 'carrot-slice', qty: 1 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T13:00', name: 'Wes Hardy' },
    },
  },
  {
    id: 'pyx-web-team-leads-whole-cakes-over-200',
    category: 'group',
    channel: 'webchat',
    steps: [
      'Office party on Monday! Each team lead picked a cake: Dana wants chocolate fudge, Luis wants carrot, Mei wants lemon chiffon, and Sara and I both want red velvet. All whole cakes, pickup Monday at 11am. Owen Price, 512-555-0148',
      'yes',
    ],
    expect: {
      order: {
        items: [{ sku: 'chocolate-fudge-whole', qty: 1 }, { sku: 'carrot-whole', qty: 1 }, { sku: 'lemon-whole', qty: 1 }, { sku: 'red-velvet-whole', qty: 2 }],
        fulfillment: 'pickup',
        status: 'needs_approval',
        at: '2026-11-23T11:00',
        name: 'Owen Price',
        phone: '+15125550148',
      },
      says: [/\b252(\.00)?\b/],
    },
  },
  {
    id: 'pyx-sms-each-of-the-4-kids',
    category: 'group',
    channel: 'sms',
    steps: ['slices for the kids: each of the 4 kids wants a vanilla slice and me and my husband want lemon. pickup 4:30 today, Lena Park', 'yes'],
    expect: {
      order: { items: [{ sku: 'vanilla-bean-slice', qty: 4 }, { sku: 'lemon-slice', qty: 2 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T16:30', name: 'Lena Park' },
    },
  },
  {
    id: 'pyx-wa-zoe-drops-out',
    category: 'group',
    channel: 'whatsapp',
    steps: ['slices for pickup today at 3: me carrot, Zoe carrot, Liam choc fudge, Eva lemon. name Paige Reed', "Zoe just said she's not coming 🙄 take hers off", 'yes'],
    expect: {
      order: {
        items: [{ sku: 'carrot-slice', qty: 1 }, { sku: 'chocolate-fudge-slice', qty: 1, size: 'regular' }, { sku: 'lemon-slice', qty: 1 }],
        fulfillment: 'pickup',
        status: 'confirmed',
        at: '2026-11-20T15:00',
        name: 'Paige Reed',
      },
    },
  },
  {
    id: 'pyx-voice-two-more-people-coming',
    category: 'group',
    channel: 'voice',
    steps: ["hi, I'd like four lemon slices for pickup today at two, one for each of us. my name is Dale Hunt", 'oh actually two more people are coming, so make it six', 'yes'],
    expect: {
      order: { items: [{ sku: 'lemon-slice', qty: 6 }], fulfillment: 'pickup', status: 'confirmed', at: '2026-11-20T14:00', name: 'Dale Hunt' },
    },
  },
];

const notYet = new Set<string>(['pyx-sms-cake-delivered-slices-picked-up', 'pyx-wa-first-placed-cake-draft-cancelled', 'pyx-web-second-time-said-at-readback', 'pyx-wa-numbered-two-orders', 'pyx-sms-me-and-my-mom-two-names', 'pyx-voice-me-and-my-sister', 'pyx-sms-same-order-for-coworker', 'pyx-web-cancel-second-keep-first', 'pyx-sms-tom-orders-under-maria', 'pyx-sms-office-slices-per-person', 'pyx-wa-family-of-four-slices', 'pyx-voice-husband-me-three-kids', 'pyx-web-team-slices-by-preference', 'pyx-wa-book-club-one-nut-allergy', 'pyx-sms-carla-wants-the-same', 'pyx-sms-jake-switches-to-lemon', 'pyx-web-team-leads-whole-cakes-over-200', 'pyx-sms-each-of-the-4-kids', 'pyx-wa-zoe-drops-out']);
export const scripts: Script[] = written.filter((script) => !notYet.has(script.id));
