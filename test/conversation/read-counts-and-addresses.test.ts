import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { englishReader } from '../../src/conversation/english/english-reader.js';
import { findStreetAddress, readAccessCode, readAddressUnit } from '../../src/conversation/english/read-details.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { converse } from '../helpers/converse.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// Counts by the dozen and addresses as people give them for a delivery: what is read, never how
// it is answered.

const index = buildMenuIndex(sampleCatalog());
const now = DateTime.fromISO('2026-11-20T10:00:00-06:00');
const read = (text: string) => englishReader.read(text, { now, index, awaiting: null, offer: null, draftSkus: [] });
const lines = (text: string) => read(text).items.map((item) => (item.kind === 'product' ? `${item.qty} ${item.sku}` : item.kind));

describe('counts by the dozen', () => {
  it('reads "a dozen and a half" as 18 and "a baker\'s dozen" as 13', () => {
    expect(lines('a dozen and a half carrot slices')).toEqual(['18 carrot-slice']);
    expect(lines("a baker's dozen of vanilla slices")).toEqual(['13 vanilla-bean-slice']);
  });

  it('gives "a dozen each of lemon and carrot" the dozen to every flavour', () => {
    expect(lines('a dozen each of lemon and carrot slices')).toEqual(['12 lemon-slice', '12 carrot-slice']);
    expect(lines('half a dozen each of lemon and carrot slices')).toEqual(['6 lemon-slice', '6 carrot-slice']);
  });

  it('reads hundreds said in words as the number, never as one', () => {
    expect(lines('a hundred vanilla bean slices for 3 today')).toEqual(['100 vanilla-bean-slice']);
    expect(lines('one hundred and one chocolate fudge slices')).toEqual(['101 chocolate-fudge-slice']);
    expect(lines('two hundred lemon slices')).toEqual(['200 lemon-slice']);
  });

  it('shares "2 doz slices, half carrot half red velvet" out as 12 and 12', () => {
    expect(lines('2 doz slices, half carrot half red velvet')).toEqual(['12 carrot-slice', '12 red-velvet-slice']);
  });
});

describe('orders pasted as forms', () => {
  it('reads "Item: ..." with "Qty: ..." on the next line, and tab-separated rows, as counts', () => {
    expect(lines('Item: carrot slice\nQty: 3\nItem: red velvet slice\nQty: 2\nPickup: today 5pm')).toEqual(['3 carrot-slice', '2 red-velvet-slice']);
    expect(lines('carrot slice\t2\nlemon slice\t1')).toEqual(['2 carrot-slice', '1 lemon-slice']);
  });

  it('reads "Pickup or delivery: delivery" as delivery, and "Allergies: none" as no allergy', () => {
    expect(read('Name: Claire Dubois\nPickup or delivery: delivery\nAddress: 4410 Duval St, Austin TX 78751\nItems: 1 whole red velvet cake').fulfillment).toBe('delivery');
    const none = converse(['Name: Max Weber\nPickup: Saturday 11am\nItems: 1 whole lemon chiffon cake\nAllergies: none']);
    expect(none.state.draft.allergyNotes).toBeNull();
    const some = converse(['Name: Max Weber\nItems: 1 whole carrot cake saturday 11am pickup\nAllergies: none except walnuts']);
    expect(some.state.draft.allergyNotes).not.toBeNull();
  });
});

describe('custom cake messages and colours', () => {
  it('keeps an apostrophe inside a single-quoted message, and "lemon yellow" as a colour, not a flavour', () => {
    expect(converse(["custom 10 inch, writing 'World's Biggest Chocolate Lover', brown and gold, pickup sat 28 1pm - Otto Klein"]).state.draft.items[0]?.notes).toMatch(/^World's Biggest Chocolate Lover/);
    const notes = converse(["custom 8in cake, colours lemon yellow and mint green, daisies on top, 'Happy Retirement June', pickup fri 27 at 10am. Hal Berg"]).state.draft.items[0]?.notes;
    expect(notes).toMatch(/lemon yellow and mint green/);
    expect(notes).not.toMatch(/Lemon Chiffon/);
  });
});

describe('delivery addresses', () => {
  it('keeps the suite, building, floor and gate code with the street', () => {
    expect(findStreetAddress('to 500 Congress Ave Ste. 210, name Lena')).toBe('500 Congress Ave Ste. 210');
    expect(findStreetAddress('4300 Speedway, Bldg C, Apt 12 - Maya')).toBe('4300 Speedway, Bldg C, Apt 12');
    expect(findStreetAddress('98 san jacinto blvd 4th floor. nate cole')).toBe('98 san jacinto blvd 4th floor');
    expect(findStreetAddress('3210 lake austin blvd, gate code 4521. name Tia Moss')).toBe('3210 lake austin blvd, gate code 4521');
  });

  it('keeps a half or a letter on the house number: "12 1/2 Oak St" is not 2 Oak St', () => {
    expect(findStreetAddress('12 1/2 Oak St, Austin TX 78701')).toBe('12 1/2 Oak St, Austin TX 78701');
    expect(findStreetAddress('to 1204B Elm St please')).toBe('1204B Elm St');
    expect(converse(['a fudge cake delivered tomorrow at 3', '12 1/2 Oak St, Austin TX 78701']).state.draft.address).toBe('12 1/2 Oak St, Austin TX 78701');
  });

  it('keeps who a delivery is for and their number with the address, for the driver; the customer\'s own number stays theirs', () => {
    const gift = converse(['a carrot cake for tomorrow at 2 delivered to my mom Jane Doe at 44 Elm St, her number is 512-555-0188']).state.draft;
    expect(gift.address).toBe("Jane Doe, 44 Elm St, recipient's phone 512-555-0188");
    expect(gift.phone).toBeNull();
    const sister = converse(['a carrot cake delivered tomorrow at 2 to my sister at 9 Oak Ln, my sisters number is 512-555-0133. Im Al, 512-555-0144']).state.draft;
    expect(sister.address).toBe("9 Oak Ln, recipient's phone 512-555-0133");
    expect(sister.phone).toBe('+15125550144');
  });

  it('keeps a nearby city said after the street with no comma, but not a name', () => {
    expect(findStreetAddress('12 Oak St Austin')).toBe('12 Oak St Austin');
    expect(findStreetAddress('deliver to 40 mesa dr round rock tx please')).toBe('40 mesa dr round rock tx');
    expect(findStreetAddress('55 Spring St. Ava Stone')).toBe('55 Spring St');
  });

  it('keeps a unit said before the street, and stops before a note for the driver', () => {
    expect(findStreetAddress('Unit 12, 44 Elm St')).toBe('Unit 12, 44 Elm St');
    expect(findStreetAddress('delivery to apt 3B 44 Elm St')).toBe('apt 3B 44 Elm St');
    expect(findStreetAddress('44 Elm St, leave it with the front desk')).toBe('44 Elm St');
  });

  it('takes a city of the area after the street as the address, not as the name', () => {
    const { state } = converse(['carrot cake saturday 2pm', 'delivery to 77 Pine Rd, Round Rock']);
    expect(state.draft.address).toBe('77 Pine Rd, Round Rock');
    expect(state.draft.name).toBeNull();
  });

  it('reads a street type typed wrong, and stops before the next clause', () => {
    expect(findStreetAddress('1412 elm stret')).toBe('1412 elm stret');
    expect(findStreetAddress('2200 Bee Caves Raod')).toBe('2200 Bee Caves Raod');
    expect(findStreetAddress('1500 Rio Grande Street, it has to be there by noon')).toBe('1500 Rio Grande Street');
  });

  it('does not take the name signed after the address for its city', () => {
    expect(read('whole fudge cake delivered sat 2pm to 2500 rio grande st, Ed Park').address).toBe('2500 rio grande st');
    expect(read('whole fudge cake delivered sat 2pm to 1402 Elm St, Austin TX 78704').address).toBe('1402 Elm St, Austin TX 78704');
  });

  it('reads a unit or a zip code said on its own, numbers in words included', () => {
    expect(readAddressUnit("oh and it's unit four")).toBe('unit 4');
    expect(readAddressUnit('austin 78705')).toBe('austin 78705');
    expect(read('to forty two hundred Duval Street, apartment three B, delivered sunday at 2pm').address).toBe('4200 Duval Street, apartment 3B');
  });

  it('puts a unit right instead of adding a second one, and reads no day in it', () => {
    const { state } = converse(['whole lemon cake delivered sun 1pm to 1200 lamar blvd apt 4d, Wren Ali', 'sorry its apt 4c not 4d']);
    expect(state.draft.address).toBe('1200 lamar blvd apt 4c');
    expect(DateTime.fromISO(state.draft.datetime as string).setZone('America/Chicago').toFormat('ccc HH:mm')).toBe('Sun 13:00');
  });

  it('asks for the street when only a zip code is given, keeping the day and time', () => {
    const reading = read('can i get a whole vanilla bean cake delivered to 78745 saturday 2pm? Lou Hart');
    expect(reading.address).toBeNull();
    expect(reading.fulfillment).toBe('delivery');
    expect(reading.when).not.toBeNull();
  });

  it('answers delivery minimums, delivery apps and delivery charges as delivery questions', () => {
    for (const message of ['whats the minimum order for delivery?', 'r u guys on doordash or uber eats? or do u do ur own delivery', 'hey, how much do you charge to deliver a cake?']) {
      expect(read(message).intents.has('delivery_question'), message).toBe(true);
    }
  });
});

describe('how a driver gets in, and colours in an address', () => {
  it('a gate, door or buzzer code is read with its digits, typed or spoken', () => {
    expect(readAccessCode("it's a gated community, gate code #7788")?.code).toBe('gate code 7788');
    expect(readAccessCode('oh and theres a gate, code is 2580')?.code).toBe('gate code 2580');
    expect(readAccessCode('the gate code is two five eight zero')?.code).toBe('gate code 2580');
    expect(readAccessCode('buzzer code 1234')?.code).toBe('buzzer code 1234');
  });

  it('a zip code, a promo code or a discount code is no way in', () => {
    for (const text of ['my zip code is 78704', 'promo code SAVE10', 'use code 1234 for the discount']) expect(readAccessCode(text), text).toBeNull();
  });

  it('the code goes with the address, given with it or after it, and is no count or time', () => {
    const together = converse(["I'd like a whole chocolate fudge cake delivered Sunday at 2pm to 9012 Spicewood Springs Rd - it's a gated community, gate code #7788"]).state.draft;
    expect(together.address).toBe('9012 Spicewood Springs Rd, gate code 7788');
    expect(together.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-whole', qty: 1 })]);
    const after = converse(['can u deliver a whole vanilla bean cake mon at 3pm to 5511 cedar bend dr', 'oh and theres a gate, code is 2580']).state.draft;
    expect(after.address).toBe('5511 cedar bend dr, gate code 2580');
    expect(DateTime.fromISO(after.datetime as string).setZone('America/Chicago').toFormat('ccc HH:mm')).toBe('Mon 15:00');
  });

  it('"the blue house with the red door" and "red river street" order no red velvet', () => {
    const door = converse(['whole carrot cake delivered sunday 11am to 2906 hemphill park, its the blue house with the red door']);
    expect(door.state.draft.items.map((item) => item.sku)).toEqual(['carrot-whole']);
    expect(door.acts.map((act) => act.type)).not.toContain('offer_choices');
    const street = converse(['could you deliver a whole lemon chiffon cake on monday at two', "it's thirty three oh five red river street"]);
    expect(street.state.draft.items.map((item) => item.sku)).toEqual(['lemon-whole']);
  });
});

describe('counts and sizes said around the order', () => {
  const lines = (items: Array<{ sku: string; qty: number; size: string | null }>) => items.map((item) => `${item.qty} ${item.sku}${item.size === 'large' ? ' large' : ''}`).sort();

  it('"and the same for my sister" doubles the lines just named; said later, every line', () => {
    expect(lines(converse(['large choc fudge slice for me n same for my sister, pick up at noon. Dee Hill']).state.draft.items)).toEqual(['2 chocolate-fudge-slice large']);
    expect(lines(converse(['2 lemon slices and a carrot slice for me, and the same for my mom pls, 12:30 pickup']).state.draft.items)).toEqual(['2 carrot-slice', '4 lemon-slice']);
    expect(lines(converse(['3 lemon slices at 4 today', 'my sister wants the same']).state.draft.items)).toEqual(['6 lemon-slice']);
  });

  it('"one less actually" takes one off, and "one less actually, four" or "two more, so four" is four', () => {
    const after = (said: string) => converse(['5 whole red velvet cakes saturday 2pm pickup', said]).state.draft.items[0]?.qty;
    expect(after('one less actually')).toBe(4);
    expect(after('one less actually, four')).toBe(4);
    expect(converse(['2 whole red velvet cakes saturday 2pm pickup', 'two more, so four']).state.draft.items[0]?.qty).toBe(4);
  });

  it('a size no cake comes in (6-inch, 12-inch) is said before the cake is taken in its own size; "10 in the morning" is no size', () => {
    const six = converse(['can i get a 6 inch choc fudge cake for sunday noon pickup?']);
    expect(six.acts).toContainEqual({ type: 'inches_not_offered', skus: ['chocolate-fudge-whole'], inches: 6 });
    expect(six.state.draft.items.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
    expect(converse(['can I get a carrot cake for Sunday at 10 in the morning, for pickup']).acts.map((act) => act.type)).not.toContain('inches_not_offered');
  });

  it('"half a choc fudge cake" says cakes are sold whole or by the slice, and takes a whole one', () => {
    const { acts, state } = converse(['can i get half a choc fudge cake for tmrw 2pm']);
    expect(acts.map((act) => act.type)).toContain('whole_cakes_only');
    expect(state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-whole', qty: 1 })]);
    expect(converse(['half a dozen lemon slices']).acts.map((act) => act.type)).not.toContain('whole_cakes_only');
  });
});

describe('counts written on a list', () => {
  it('"carrot slice x 3" and "vanilla bean slice (2)" count the line; "(512) 555-0100" is a phone', () => {
    const counts = (message: string) => converse([message]).state.draft.items.map((item) => `${item.qty} ${item.sku}`).sort();
    expect(counts('carrot slice x 3 , lemon slice x 1 , red velvet x 2 slices — pickup 11:30am today')).toEqual(['1 lemon-slice', '2 red-velvet-slice', '3 carrot-slice']);
    expect(counts('vanilla bean slice (2) at 5pm today')).toEqual(['2 vanilla-bean-slice']);
    expect(converse(['2 lemon slices at 3', 'Eve Park (512) 555-0100'], 'webchat').state.draft.phone).toBe('+15125550100');
  });
});

describe('how the driver finds the door', () => {
  it('is kept with the address when said right after it', () => {
    const address = (messages: string[]) => converse(messages).state.draft.address;
    expect(address(['a carrot cake for saturday at 2, delivery to 123 Oak St apt 4, buzzer doesnt work so call when here'])).toBe('123 Oak St apt 4, buzzer doesnt work, so call when here');
    expect(address(['a carrot cake for saturday at 2 delivered', '1200 Elm Dr, gate code 4411, leave it with the front desk'])).toMatch(/^1200 Elm Dr, leave it with the front desk/);
    expect(address(['a carrot cake for saturday at 2 delivered to 55 Pine Rd and please text when outside'])).toBe('55 Pine Rd, please text when outside');
    // What follows that is not about the door stays out of the address.
    expect(address(['a carrot cake delivered to 55 Pine Rd, saturday at 2'])).toBe('55 Pine Rd');
  });

  it('sent on their own after the address ("ring bell twice", "leave it with the doorman"), they join the address and are never the name', () => {
    const rung = converse(['deliver a red velvet cake sunday 4pm', 'address is 1234 W Fullerton Ave #3R', 'ring bell twice', 'Mo']).state.draft;
    expect(rung.address).toBe('1234 W Fullerton Ave #3R, ring bell twice');
    expect(rung.name).toBe('Mo');
    expect(converse(['deliver a red velvet cake sunday 4pm to 12 Oak St', 'leave it with the doorman']).state.draft).toMatchObject({ address: '12 Oak St, leave it with the doorman', name: null });
  });
});

describe('a flavour named for delivery', () => {
  it('"a red velvet delivered tomorrow at 3" is the whole cake, not asked whole or slice: slices are never delivered', () => {
    const { state } = converse(['a red velvet delivered tomorrow at 3 to 44 Elm St']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 red-velvet-whole']);
    expect(state.awaiting).not.toBe('choice');
    // Slices said are slices, and are said to be pickup only.
    expect(converse(['2 lemon slices delivered tomorrow at 3 to 44 Elm St']).state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice']);
  });
});

describe('slices taken off so that the order can be delivered', () => {
  it('"ok take off the slices then", after slices were said to be pickup only, goes on with the delivery; a later "yes" is never read as pickup', () => {
    const { state } = converse(['i need a red velvet cake and two fudge slices for saturday at ten pickup name lisa', 'actually delivery to 405 congress ave', 'ok take off the slices then']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['red-velvet-whole']);
    expect(state.draft.fulfillment).toBe('delivery');
    expect(state.draft.address).toBe('405 congress ave');
    expect(state.awaiting).toBe('confirm');
  });

  it('"how much is that all together" gets the total, never "not on our menu"', () => {
    const { acts } = converse(['i need two carrot slices and a red velvet cake for saturday at ten pickup name lisa', 'um how much is that all together']);
    expect(acts.map((act) => act.type)).toEqual(['running_total', 'summary']);
  });
});

describe('a city that is also a first name, before its state', () => {
  it('"1401 Elm St, Tyler TX" keeps the city and state in the address, and is no name', () => {
    const { state } = converse(['red velvet cake delivered tuesday 3pm', '1401 Elm St, Tyler TX']);
    expect(state.draft.address).toBe('1401 Elm St, Tyler TX');
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
  });
});
