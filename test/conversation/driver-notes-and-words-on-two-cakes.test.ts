import { describe, expect, it } from 'vitest';
import { converse, saidTo, types } from '../helpers/converse.js';

// What a counter clerk keeps for the driver when it is said in the middle of a delivery order:
// where to leave the cake, who it is for, the recipient's number, and who else to call.

const delivery = ['lemon cake delivered sunday 2pm to 14 Rose Lane name Dan'];

describe('notes for the driver said inside a message', () => {
  it("the recipient's name and number and \"dont call ahead\" stay with the address, never the customer's phone or name", () => {
    const { state } = converse([...delivery, 'the recipient is Grace Kim, her number is 312 555 0177, please dont call ahead its a surprise']);
    expect(state.draft.address).toContain('the recipient is Grace Kim');
    expect(state.draft.address).toContain('her number is 312 555 0177');
    expect(state.draft.address).toContain('dont call ahead');
    expect(state.draft.phone).toBeNull();
    expect(state.draft.name).toBe('Dan');
  });

  it('"call my husband at ... if any issues" is kept for the driver, not read as a cake', () => {
    const { state, acts } = converse(['red velvet cake delivery tomorrow 5pm to 12 Oak Ave, name Pat', 'also pls call my husband at 312 555 0142 if any issues']);
    expect(state.draft.address).toBe('12 Oak Ave, call my husband at 312 555 0142 if any issues');
    expect(types(acts)).toEqual(['summary']);
  });

  it('"leave it at the front desk" at the end of a delivery order is kept', () => {
    const { state } = converse(['lemon cake delivered sunday 2pm to 500 W Madison St Suite 300, Chicago IL 60661, name Dan, leave it at the front desk']);
    expect(state.draft.address).toBe('500 W Madison St Suite 300, Chicago IL 60661, leave it at the front desk');
  });

  it('"her name is Martha" said of a gift after its address is the recipient, and the order\'s name is still asked', () => {
    const gift = ['carrot cake for delivery tomorrow at 4 to 88 Lake Shore Dr', 'its a gift for my mom, her name is Martha'];
    const { state } = converse(gift);
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
    expect(converse([...gift, 'my name is Sam']).state.draft.address).toBe('88 Lake Shore Dr, her name is Martha');
  });

  it('in a pickup order the same words are not taken as a note for a driver', () => {
    expect(converse(['carrot cake tomorrow 2pm pickup, leave it at the front desk, name Al']).state.draft.address).toBeNull();
  });
});

describe('words to write with two cakes on the order', () => {
  const two = ['fudge cake and carrot cake tomorrow 2pm pickup name Ike'];
  const written = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.sku}: ${item.message ?? '-'}`);

  it('"put Happy Birthday on it" asks which cake, and "the chocolate one" writes it there only', () => {
    const { state, acts } = converse([...two, 'put Happy Birthday on it']);
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ reason: 'writing', phrase: 'Happy Birthday', skus: ['chocolate-fudge-whole', 'carrot-whole'] });
    expect(state.draft.items.every((item) => !item.message)).toBe(true);
    expect(written([...two, 'put Happy Birthday on it', 'the chocolate one'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: -']);
    expect(written([...two, 'put Happy Birthday on it', 'both'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: Happy Birthday']);
  });

  it('"Happy Birthday on both" and "write Happy Birthday on both cakes" write the words on each, without "on both"', () => {
    expect(written([...two, 'Happy Birthday on both'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: Happy Birthday']);
    expect(written([...two, 'write Happy Birthday on both cakes'])).toEqual(['chocolate-fudge-whole: Happy Birthday', 'carrot-whole: Happy Birthday']);
    expect(written(['a fudge cake and a carrot cake for sat at 2, Happy Birthday Mia on both'])).toEqual(['chocolate-fudge-whole: Happy Birthday Mia', 'carrot-whole: Happy Birthday Mia']);
  });

  it('a cake named takes the words without a question', () => {
    expect(written([...two, 'put Happy Birthday on the carrot'])).toEqual(['chocolate-fudge-whole: -', 'carrot-whole: Happy Birthday']);
  });
});

describe('a topping asked for after the cake', () => {
  const cake = ['fudge cake sat 2pm pickup name Amy'];

  it('"put sprinkles on it too" and "can you add sprinkles" offer the cake as it is or a custom cake', () => {
    for (const asked of ['put sprinkles on it too', 'can you add sprinkles']) {
      const { acts } = converse([...cake, asked]);
      expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ reason: 'modification', phrase: 'sprinkles' });
    }
  });

  it('said in the order\'s own message, the sprinkles are not lost beside the words to write', () => {
    const { acts, state } = converse(['fudge cake sat 2pm pickup name Amy, and can it say Love you mom, put sprinkles on it too']);
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ reason: 'modification', phrase: 'sprinkles' });
    expect(state.draft.items[0]?.message).toBe('Love you mom');
  });

  it('"add some strawberries" answered to "what name?" is no name', () => {
    expect(converse(['2 lemon slices at 3', 'add some strawberries']).state.draft.name).toBeNull();
    expect(converse(['2 lemon slices at 3', 'Addison Page']).state.draft.name).toBe('Addison Page');
  });
});

describe('the words to write, and what is said around them', () => {
  it('"Happy Birthday, Mom! for saturday at 2?" keeps the one addressed after the comma', () => {
    expect(converse(['can I get a lemon chiffon cake that says Happy Birthday, Mom! for saturday at 2? pickup. its Nora 5125550136']).state.draft.items[0]?.message).toBe('Happy Birthday, Mom!');
  });

  it('"write: Happy Engagement Kate & Tom, Pete 5125550135" writes no name or number; Pete is the order\'s name', () => {
    const { state } = converse(['red velvet cake sat 2pm pickup, write: Happy Engagement Kate & Tom, Pete 5125550135']);
    expect(state.draft.items[0]?.message).toBe('Happy Engagement Kate & Tom');
    expect(state.draft.name).toBe('Pete');
    expect(state.draft.phone).toBe('+15125550135');
  });
});

describe('flavours and refusals written loosely', () => {
  it('"redvelvet" is red velvet', () => {
    expect(converse(['redvelvet slice x2 and choc slice x1 today 5pm, Uma 5125550128']).state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 red-velvet-slice', '1 chocolate-fudge-slice']);
    expect(converse(['two redvelvet cakes for sat 5pm pickup name Lila 512-555-0166']).state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 red-velvet-whole']);
  });

  it('"I dont want a whole cake, just 2 slices of red velvet" orders only the slices', () => {
    expect(converse(['I dont want a whole cake, just 2 slices of red velvet for today 4pm, Al 5125550147']).state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['2 red-velvet-slice']);
  });
});

describe('put right inside one message', () => {
  it('"512 555 0140, no sorry, 512 555 0141" keeps the number said last', () => {
    expect(converse(['um yeah my number is 512 555 0140, no sorry, 512 555 0141, and I want a carrot cake saturday noon pickup, name Vic']).state.draft.phone).toBe('+15125550141');
  });

  it('"delivery, actually no I will pick it up, Vic 5125550143" is a pickup, with the name and phone', () => {
    const { state } = converse(['vanilla cake saturday 3pm delivery, actually no I will pick it up, Vic 5125550143']);
    expect(state.draft.fulfillment).toBe('pickup');
    expect(state.draft.name).toBe('Vic');
    expect(state.draft.phone).toBe('+15125550143');
  });

  it('"I ordered from you yesterday and it was great" is kind words, and the new order is taken', () => {
    const { state, action } = converse(['I ordered from you yesterday and it was great. Need a vanilla cake for sunday 11am, pickup, Lu 5125550149']);
    expect(action).toBeNull();
    expect(state.draft.items.map((item) => item.sku)).toEqual(['vanilla-bean-whole']);
    expect(converse(['I ordered a cake yesterday and it was wrong']).action).toBe('request_person');
  });
});

describe('written short', () => {
  it('"sat@3" is Saturday at 3 PM', () => {
    expect(converse(['fudge cake sat@3 pickup, Ty 5125550145']).state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });

  it('"8 slices of fudge or a whole fudge cake?" weighs 8 slices against one cake', () => {
    expect(saidTo(['whats cheaper, 8 slices of fudge or a whole fudge cake?'])).toContain('The whole cake costs less than 8 slices: 48.00 USD against 52.00 USD.');
  });
});

describe('a time taken back as a joke', () => {
  it('"tomorrow 11pm lol jk 11am" is 11 AM', () => {
    expect(converse(['chocolate fudge cake sunday 11pm lol jk 11am. Dee 5125550108']).state.draft.datetime).toBe('2026-11-22T11:00:00.000-06:00');
  });
});

describe('said once', () => {
  it('words put right in the same message are said once, as they now are', () => {
    const text = saidTo(['chocolate fudge cake for saturday pickup at 2pm, write happy birthday grandma, no wait, write happy 90th grandma, name Al 5125550120']);
    expect(text).toContain('I will write "happy 90th grandma"');
    expect(text).not.toContain('I will write "happy birthday grandma"');
  });

  it('"not the vanilla, the red velvet cake please" as the order begins says nothing of what was not on it', () => {
    expect(saidTo(['not the vanilla, the red velvet cake please, saturday 2pm pickup, Al 5125550147'])).not.toContain('That was not on the order');
    expect(saidTo(['carrot cake sat 2pm', 'remove the lemon'])).toContain('That was not on the order');
  });
});

describe('a day and time said with "instead" in the same message', () => {
  it('"saturday at 2, wait, is it open at 9 on sunday? then sunday at 9 instead" is Sunday at 9', () => {
    expect(converse(['red velvet cake pickup saturday at 2, wait, is it open at 9 on sunday? then sunday at 9 instead, Vic 5125550143']).state.draft.datetime).toBe('2026-11-22T09:00:00.000-06:00');
    expect(converse(['carrot cake saturday, actually sunday at 3 instead']).state.draft.datetime).toBe('2026-11-22T15:00:00.000-06:00');
  });
});

describe('"instead" of a day keeps what else was said', () => {
  it('"two vanilla slices at three today instead" keeps three o\'clock', () => {
    expect(converse(['okay then two vanilla bean slices at three today instead, names Cal Webb']).state.draft.datetime).toBe('2026-11-20T15:00:00.000-06:00');
  });

  it('"saturday at 2, no sunday instead" keeps 2 o\'clock on Sunday', () => {
    expect(converse(['carrot cake saturday at 2, no sunday instead']).state.draft.datetime).toBe('2026-11-22T14:00:00.000-06:00');
  });
});

describe('who else to call, for the driver', () => {
  it('"call my husband at ... when you get there" at the address question is kept with the address', () => {
    expect(converse(['fudge cake for delivery sat 3pm', '55 Lake St. please call my husband at 651-234-9876 when you get there']).state.draft.address).toBe('55 Lake St, call my husband at 651-234-9876 when you get there');
  });

  it('said right after the street in the first message, it is kept too, and is not the customer\'s phone', () => {
    const { state } = converse(['carrot cake delivery sunday 1pm to 400 Elm Ave apt 3, call my husband at 612 867 5309 when you arrive']);
    expect(state.draft.address).toBe('400 Elm Ave apt 3, call my husband at 612 867 5309 when you arrive');
    expect(state.draft.phone).toBeNull();
  });
});

describe('a code and a note for the driver together', () => {
  it('"gate code is 4421, please ring the bell twice" keeps both with the address, and orders nothing', () => {
    const { state } = converse(['I want a red velvet cake delivered sat 11am', '88 Pine Rd', 'gate code is 4421, please ring the bell twice']);
    expect(state.draft.address).toBe('88 Pine Rd, gate code 4421, please ring the bell twice');
    expect(state.awaiting).toBe('name');
  });
});

describe('"am" answered to "what time?"', () => {
  it('asks the hour in the morning, and a time said next is that morning', () => {
    expect(saidTo(['fudge cake for saturday', 'am'])).toContain('What time in the morning on Sat, Nov 21?');
    expect(converse(['fudge cake for saturday', 'am', '10:30']).state.draft.datetime).toBe('2026-11-21T10:30:00.000-06:00');
  });
});

describe('a note right after the street that begins "dont"', () => {
  it('"55 Lake St, dont ring the bell baby is sleeping" keeps the whole note, no city "dont"', () => {
    expect(converse(['fudge cake for delivery sat 3pm to 55 Lake St, dont ring the bell baby is sleeping']).state.draft.address).toBe('55 Lake St, dont ring the bell baby is sleeping');
  });
});
