import { describe, expect, it } from 'vitest';
import { converse, engineContext, saidTo, types } from '../helpers/converse.js';
import { respondTo } from '../../src/conversation/engine.js';

// What a counter clerk writes down when the words for a cake run on into the rest of the order,
// when the name on a cake is put right, when a count is the people to feed, and when the customer
// says who collects the order or what staff should not do.

const lines = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}`);
const messagesOf = (messages: string[]) => converse(messages).state.draft.items.map((item) => item.message ?? null);
const readBack = ['fudge cake saying Happy Birthday Linda for sat 2pm pickup', 'Dana'];

describe('the words for a cake end where the next thing ordered begins', () => {
  it('"says Happy 7th Birthday Mia plus like 6 slices of choc" writes the greeting and orders the slices', () => {
    const { state } = converse(['hi can i get a chocolate cake that says Happy 7th Birthday Mia plus like 6 slices of choc']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}`)).toEqual(['1 chocolate-fudge-whole', '6 chocolate-fudge-slice']);
    expect(state.draft.items[0]?.message).toBe('Happy 7th Birthday Mia');
  });

  it('after "&", "with" and "and" too, whatever counts or flavours the next line', () => {
    expect(lines(['red velvet cake that says Congrats Jen & 4 lemon slices'])).toEqual(['1 red-velvet-whole', '4 lemon-slice']);
    expect(messagesOf(['red velvet cake that says Congrats Jen & 4 lemon slices'])).toEqual(['Congrats Jen', null]);
    expect(lines(['vanilla cake that says happy birthday ava with a dozen choc slices'])).toEqual(['1 vanilla-bean-whole', '12 chocolate-fudge-slice']);
  });

  it('two cakes each with their own words keep both cakes and both messages', () => {
    const { state } = converse(['choc cake saying Happy Bday Tom and vanilla cake saying Happy Bday Tim, sat 2pm']);
    expect(state.draft.items.map((item) => `${item.sku}: ${item.message}`)).toEqual(['chocolate-fudge-whole: Happy Bday Tom', 'vanilla-bean-whole: Happy Bday Tim']);
  });

  it('"Mom and Dad" is still one message', () => {
    expect(messagesOf(['carrot cake saying Happy Birthday Mom and Dad for sat 2pm'])).toEqual(['Happy Birthday Mom and Dad']);
  });

  it('"n" texted for "and" joins two lines', () => {
    expect(lines(['2 choc cakes n 6 slices for sat 2pm', 'lemon'])).toEqual(['2 chocolate-fudge-whole', '6 lemon-slice']);
    expect(lines(['choc n lemon slices, 3 each'])).toEqual(['3 chocolate-fudge-slice', '3 lemon-slice']);
  });
});

describe('the name on a cake put right', () => {
  it('"wrong name, its Lindsay not Linda" with Linda on the cake changes the writing, not the order\'s name', () => {
    const { state, acts } = converse([...readBack, 'wrong name, its Lindsay not Linda']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Lindsay');
    expect(state.draft.name).toBe('Dana');
    expect(types(acts)).toEqual(['note_added', 'summary']);
  });

  it('the order\'s own name said against the old one is still the order\'s name', () => {
    const { state } = converse(['fudge cake for sat 2pm pickup', 'Dana Smith', 'its Dina not Dana']);
    expect(state.draft.name).toBe('Dina Smith');
  });

  it('"change the name on the cake to lindsay" replaces the name in the words and keeps the rest', () => {
    const { state } = converse([...readBack, 'change the name on the cake to lindsay']);
    expect(state.draft.items[0]?.message).toBe('Happy Birthday Lindsay');
    expect(state.draft.name).toBe('Dana');
    expect(messagesOf(['fudge cake saying Happy 7th Birthday Linda Smith! for sat 2pm pickup', 'Dana', 'the name on the cake should be Lindsay'])).toEqual(['Happy 7th Birthday Lindsay Smith!']);
  });

  it('a name of several words replaces the name it stands for; words with no name get the name added', () => {
    expect(messagesOf(['carrot cake for sat 2pm, name on the cake: Grandma Rose', 'pickup', 'Dana', 'the name on the cake should be Grandma Rosie'])).toEqual(['Grandma Rosie']);
    expect(messagesOf(['fudge cake saying Happy Birthday for sat 2pm pickup', 'Dana', 'change the name on the cake to Lindsay'])).toEqual(['Happy Birthday Lindsay']);
  });

  it('"name on the cake: Grandma Rose" said with the order is what is written', () => {
    const { state } = converse(['carrot cake for sat 2pm, name on the cake: Grandma Rose']);
    expect(state.draft.items[0]?.message).toBe('Grandma Rose');
    expect(state.draft.name).toBeNull();
  });
});

describe('how many people the order feeds', () => {
  it('"enough slices for my office of 12" is a slice each once the flavours are said', () => {
    expect(lines(['i need enough slices for my office of 12', 'mix of choc and rv'])).toEqual(['6 chocolate-fudge-slice', '6 red-velvet-slice']);
    expect(lines(['enough lemon slices for 8 people pls'])).toEqual(['8 lemon-slice']);
  });

  it('"will 2 choc cakes feed 25?" and "feeds 20?" are answered with the servings, and order nothing yet', () => {
    for (const question of ['will 2 choc cakes feed 25?', 'chocolate cake, feeds 20?']) {
      const { state, acts } = converse([question]);
      // Whether to order them is asked back: "yes" then orders the cakes the answer said.
      expect(types(acts)).toEqual(['answer_servings', 'invite_order']);
      expect(state.draft.items).toEqual([]);
    }
    expect(saidTo(['will 2 choc cakes feed 25?'])).toContain('for 25 people, 3 cakes');
    expect(lines(['will 2 choc cakes feed 25?', 'ok make it 3 for sat at 2'])).toEqual(['3 chocolate-fudge-whole']);
  });

  it('"a cake for 30 people saturday" says how many cakes that takes with the cake ordered', () => {
    const { state, acts } = converse(['a cake for 30 people saturday, chocolate']);
    expect(types(acts)).toEqual(['answer_servings', 'items_added', 'ask_slot']);
    expect(state.draft.items.map((item) => item.qty)).toEqual([1]);
    expect(saidTo(['a cake for 30 people saturday, chocolate'])).toContain('for 30 people, 3 cakes');
    // A cake enough for the party is ordered as said.
    expect(types(converse(['a chocolate cake for 8 people for saturday at 2']).acts)).toEqual(['items_added', 'ask_slot']);
  });
});

describe('notes for staff about who collects the order', () => {
  it('"my sister will pick it up" and "its a surprise so dont call her" are kept for staff and read back', () => {
    const sister = converse(['fudge cake sat 2pm pickup', 'Dana', 'my sister will pick it up']);
    expect(sister.state.draft.items[0]?.notes).toBe('my sister will pick it up');
    expect(sister.state.draft.name).toBe('Dana');
    const surprise = converse(['fudge cake sat 2pm pickup', 'Dana', 'its a surprise so dont call her']);
    expect(surprise.state.draft.items[0]?.notes).toBe('its a surprise so dont call her');
    expect(types(surprise.acts)).toEqual(['summary']);
  });

  it('said with the order, who collects it is kept too', () => {
    expect(converse(['fudge cake sat 2pm pickup, my husband Tom will pick it up']).state.draft.items[0]?.notes).toBe('my husband Tom will pick it up');
  });

  it('"where do i pick it up?" is a question about the place, answered without guessing', () => {
    expect(types(converse(['fudge cake sat 2pm pickup', 'Dana', 'where do i pick it up?']).acts)).toEqual(['place_unknown', 'summary']);
  });
});

describe('small things said at the end of an order', () => {
  it('"12 Oak St Austin, Dana" asked the address takes the name signed after it', () => {
    const { state } = converse(['fudge cake sat 2pm delivery', '12 Oak St Austin, Dana']);
    expect([state.draft.address, state.draft.name]).toEqual(['12 Oak St Austin', 'Dana']);
    // A city or a state after the comma is the address's.
    expect(converse(['fudge cake sat 2pm delivery', '12 Oak St, Austin TX']).state.draft.name).toBeNull();
  });

  it('"see u sat!" after placing is a goodbye, not a new order', () => {
    expect(types(converse(['fudge cake sat 2pm pickup', 'Dana', 'yes', 'see u sat!'], 'sms', { place: true }).acts)).toEqual(['farewell']);
  });

  it('"does that include tax?" is a question about paying, with no cake described', () => {
    expect(types(converse(['fudge cake sat 2pm pickup', 'Dana', 'does that include tax?']).acts)).toEqual(['payment_policy', 'summary']);
  });

  it('"pink writing?" and "can the writing be in pink?" are noted for staff, never written on the cake', () => {
    for (const asked of ['pink writing?', 'can the writing be in pink?']) {
      const { state, acts } = converse(['fudge cake saying happy bday tom sat 2pm pickup', asked]);
      expect(state.draft.items[0]?.message).toBe('happy bday tom');
      expect(state.draft.items[0]?.notes).toBe('happy bday tom; writing in pink');
      expect(types(acts)).toEqual(['details_noted', 'ask_slot']);
    }
    expect(saidTo(['fudge cake saying happy bday tom sat 2pm pickup', 'pink writing?'])).toContain('Noted for staff on the Chocolate Fudge Cake: writing in pink.');
    expect(converse(['fudge cake saying happy bday tom in pink sat 2pm pickup']).state.draft.items[0]?.notes).toBe('happy bday tom; writing in pink');
  });
});

describe('a number at the read-back that may be a count or an hour', () => {
  const timed = ['fudge cake sat 2pm pickup', 'Dana'];

  it('"can we do 3 instead" of one cake at 2 PM asks which is meant, changing nothing yet', () => {
    const { state, acts } = converse([...timed, 'can we do 3 instead']);
    expect(types(acts)).toEqual(['count_or_time']);
    expect(state.draft.items.map((item) => item.qty)).toEqual([1]);
    expect(state.draft.datetime).toBe('2026-11-21T14:00:00.000-06:00');
    expect(saidTo([...timed, 'could we do 3 instead?'])).toBe('Did you mean 3 x Chocolate Fudge Cake, or the pickup time changed to 3:00 PM?');
  });

  it('"the time", "3pm" or "3 oclock" moves the time; "cakes" or "3 cakes please" changes the count', () => {
    for (const hour of ['the time', '3pm', 'no i mean 3 oclock']) {
      const { state } = converse([...timed, 'can we do 3 instead', hour]);
      expect([state.draft.datetime, state.draft.items[0]?.qty]).toEqual(['2026-11-21T15:00:00.000-06:00', 1]);
    }
    for (const count of ['cakes', '3 cakes please']) {
      const { state } = converse([...timed, 'can we do 3 instead', count]);
      expect([state.draft.datetime, state.draft.items[0]?.qty]).toEqual(['2026-11-21T14:00:00.000-06:00', 3]);
    }
  });

  it('a "yes" to the question places nothing and reads the order back', () => {
    const { acts, action } = converse([...timed, 'can we do 3 instead', 'yes']);
    expect(action).toBeNull();
    expect(types(acts)).toEqual(['summary']);
  });

  it('"make it 3" is a count, as is a number that can only be one: the hour it already is, or a morning order', () => {
    expect(converse([...timed, 'make it 3']).state.draft.items[0]?.qty).toBe(3);
    expect(converse([...timed, 'can we do 2 instead']).state.draft.items[0]?.qty).toBe(2);
    expect(converse(['fudge cake sat 10am pickup', 'Dana', 'can we do 2 instead']).state.draft.items[0]?.qty).toBe(2);
  });
});

describe('times said the short way', () => {
  const at = (messages: string[], now?: string) => {
    const ctx = engineContext();
    if (now) ctx.now = ctx.now.set({ hour: Number(now.slice(0, 2)), minute: Number(now.slice(3)) });
    let state = converse([]).state;
    for (const message of messages) state = respondTo(state, message, ctx).state;
    return state.draft.datetime;
  };

  it('"asap" for slices near closing is still today, ten minutes before closing at the latest', () => {
    expect(at(['2 lemon slices asap'], '19:45')).toBe('2026-11-20T19:50:00.000-06:00');
    expect(at(['2 lemon slices asap'], '19:20')).toBe('2026-11-20T19:50:00.000-06:00');
    expect(at(['2 lemon slices asap'], '14:00')).toBe('2026-11-20T14:30:00.000-06:00');
    // Too late to come in today: the next morning.
    expect(at(['2 lemon slices asap'], '19:52')).toBe('2026-11-21T08:00:00.000-06:00');
  });

  it('"2 fudge slices 1730" and "sat 1400 pickup" are 24-hour times; a street number is not', () => {
    expect(at(['2 fudge slices 1730'])).toBe('2026-11-20T17:30:00.000-06:00');
    expect(at(['fudge cake sat 1400 pickup'])).toBe('2026-11-21T14:00:00.000-06:00');
    expect(converse(['deliver a fudge cake 1730 elm st']).state.draft.address).toBe('1730 elm st');
  });

  it('"2 fudge slices, on my way" is the soonest', () => {
    expect(at(['2 fudge slices, on my way'])).toBe('2026-11-20T10:30:00.000-06:00');
  });
});

describe('while a choice is asked, and before anything is named', () => {
  it('"how much is the slice?" while whole or slice is asked prices that option and asks again', () => {
    const { state, acts } = converse(['lemon', 'how much is the slice?']);
    expect(types(acts)).toEqual(['answer_products', 'offer_choices']);
    expect(acts[0]).toMatchObject({ skus: ['lemon-slice'] });
    expect(state.draft.items).toEqual([]);
    expect(lines(['lemon', 'how much is the slice?', 'ok the slice then'])).toEqual(['1 lemon-slice']);
  });

  it('"can you make one as a custom cake?" after a cake we do not list takes the custom cake with it', () => {
    const { state } = converse(['do you have black forest cake?', 'can you make one as a custom cake?']);
    expect(state.draft.items.map((item) => `${item.sku} ${item.notes}`)).toEqual(['custom black forest cake']);
  });

  it('"can i get a" and "i want a" begin an order: what is asked', () => {
    for (const begun of ['can i get a', 'i want a']) {
      const { state, acts } = converse([begun]);
      expect(types(acts)).toEqual(['ask_slot']);
      expect(state.awaiting).toBe('items');
    }
  });
});

describe('the cake delivered and the slices picked up', () => {
  it('"deliver the cake, ill pick up the slices" makes the slices one order and the cake a delivered second', () => {
    const { state, acts } = converse(['a carrot cake and 4 lemon slices sat 2pm, deliver the cake, ill pick up the slices']);
    expect(types(acts)).toEqual(['items_added', 'two_orders', 'ask_slot']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice']);
    expect(state.draft.fulfillment).toBe('pickup');
    expect(state.laterOrder).toMatchObject({ items: [{ sku: 'carrot-whole', qty: 1 }], datetime: '2026-11-21T14:00:00.000-06:00', fulfillment: 'delivery' });
    expect(saidTo(['a carrot cake and 4 lemon slices sat 2pm, deliver the cake, ill pick up the slices'])).toContain('delivered for Sat, Nov 21 at 2:00 PM as a second order');
  });

  it('once the slices are placed, the cake is the next order, delivered: its address is asked', () => {
    const { state, acts } = converse(['a carrot cake and 4 lemon slices sat 2pm, deliver the cake, ill pick up the slices', 'Dana', 'yes'], 'sms', { place: true });
    expect(types(acts)).toEqual(['placed', 'next_order', 'ask_slot']);
    expect([state.draft.items[0]?.sku, state.draft.fulfillment, state.awaiting]).toEqual(['carrot-whole', 'delivery', 'address']);
  });

  it('said when the slices could not be delivered, it splits the order the same way', () => {
    const { state } = converse(['a carrot cake and 4 lemon slices for sat 2pm delivered', 'deliver the cake and ill grab the slices']);
    expect(state.draft.items.map((item) => item.sku)).toEqual(['lemon-slice']);
    expect(state.laterOrder?.fulfillment).toBe('delivery');
  });
});

describe('a question aside about something we do not sell', () => {
  it('"i need a chocolate cake for sunday. also do u have candles?" orders the cake and says we have no candles', () => {
    for (const message of ['i need a chocolate cake for sunday. also do u have candles?', 'hi! i need a cake for my sons 5th bday on sunday, he loves chocolate. can it say Happy 5th Birthday Leo? also do u have candles']) {
      const { state, acts } = converse([message]);
      expect(types(acts)).toContain('not_on_menu');
      expect(types(acts)).not.toContain('answer_products');
      expect(state.draft.items.map((item) => item.sku)).toEqual(['chocolate-fudge-whole']);
    }
  });
});

describe('the hours of another day asked beside an order', () => {
  it('"a red velvet cake for saturday 3pm ... what time do you close on sunday?" answers Sunday and keeps Saturday for the order', () => {
    const { state, acts } = converse(['ok so two things. first, a red velvet cake for saturday 3pm. second, what time do you close on sunday?']);
    expect(acts[0]).toMatchObject({ type: 'answer_hours', day: '2026-11-22' });
    expect(acts[0]).not.toHaveProperty('at');
    expect(state.draft.datetime).toBe('2026-11-21T15:00:00.000-06:00');
  });
});

describe('how many of each, a dozen in all', () => {
  const asked = ['a dozen slices for today 3pm', 'a mix of everything'];

  it('"evenly" or "you decide" shares the dozen as evenly as it goes', () => {
    for (const answer of ['evenly', 'you decide', 'split them evenly pls']) {
      expect(lines([...asked, answer])).toEqual(['3 chocolate-fudge-slice', '3 carrot-slice', '2 red-velvet-slice', '2 lemon-slice', '2 vanilla-bean-slice']);
    }
  });

  it('an answer with no count asks once more, the dozen kept, never one of each taken in silence', () => {
    const { state, acts } = converse([...asked, 'hmm idk']);
    expect(types(acts)).toEqual(['not_understood', 'ask_slot']);
    expect(state.awaiting).toBe('quantity');
    expect(acts[1]).toMatchObject({ share: { total: 12 } });
  });
});

describe('a flavour given up as it is said', () => {
  it('"maybe a chocolate cake, or actually no, she likes lemon better" is one lemon cake, with the words on it', () => {
    const { state } = converse(['Hi there! So um, my wifes birthday is on Sunday and I was thinking maybe a chocolate cake, or actually no, she likes lemon better, the lemon one, and could you put Happy Birthday Maria on it, Id pick it up around 3ish, my names Tony'], 'webchat');
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.message}`)).toEqual(['1 lemon-whole Happy Birthday Maria']);
  });

  it('"i was thinking chocolate but actually lemon is better" and "2 carrot slices, or actually no, lemon" keep only the flavour chosen', () => {
    expect(lines(['i was thinking chocolate but actually lemon is better. whole cake saturday 1pm pickup, Uma'])).toEqual(['1 lemon-whole']);
    expect(lines(['a chocolate cake, or actually no, vanilla, for sat 2pm'])).toEqual(['1 vanilla-bean-whole']);
    expect(lines(['2 carrot slices, or actually no, lemon, for today 3pm'])).toEqual(['2 lemon-slice']);
  });
});

describe('counts said the short way', () => {
  it('"ok gimme 2" after a price question orders two', () => {
    expect(lines(['how much is a slice of fudge', 'ok gimme 2'])).toEqual(['2 chocolate-fudge-slice']);
    expect(lines(['how much is a slice of fudge', 'ok give me 2'])).toEqual(['2 chocolate-fudge-slice']);
  });

  it('"change that to 3" changes the count only; the time stays', () => {
    const cakes = converse(['2 chocolate cakes sat 11am pickup name Kai', 'change that to 3']).state;
    expect([cakes.draft.items[0]?.qty, cakes.draft.datetime]).toEqual([3, '2026-11-21T11:00:00.000-06:00']);
    const slices = converse(['3 lemon slices 1pm today, name Jo', 'change it to 4']).state;
    expect([slices.draft.items[0]?.qty, slices.draft.datetime]).toEqual([4, '2026-11-20T13:00:00.000-06:00']);
  });

  it('"change the quantity to 3" and "actually I need twelve" are counts', () => {
    expect(lines(['3 lemon slices 1pm today, name Jo', 'change the quantity to 5'])).toEqual(['5 lemon-slice']);
    expect(lines(['3 lemon slices 1pm today, name Jo', 'actually I need twelve'])).toEqual(['12 lemon-slice']);
  });

  it('"1/2 dozen fudge slices at 3pm" is six slices today, never the 2nd of January', () => {
    const { state } = converse(['1/2 dozen fudge slices at 3pm, name Cam']);
    expect([state.draft.items[0]?.qty, state.draft.datetime]).toEqual([6, '2026-11-20T15:00:00.000-06:00']);
  });

  it('"actually just the carrot" keeps the one carrot cake and takes the others off', () => {
    expect(lines(['2 chocolate cakes and 1 carrot cake sat 2pm pickup name Fin', 'actually just the carrot'])).toEqual(['1 carrot-whole']);
    expect(lines(['3 fudge slices and a lemon slice at 3pm name Fin', 'actually just the lemon'])).toEqual(['1 lemon-slice']);
  });

  it('"at one o clock, no wait, one thirty" and "1pm... or 1:30 is better" are 1:30', () => {
    for (const message of ['carrot cake sunday at one o clock, no wait, one thirty. pickup, name Bo', 'carrot cake sunday 1pm... or 1:30 is better. pickup, name Bo']) {
      expect(converse([message]).state.draft.datetime).toBe('2026-11-22T13:30:00.000-06:00');
    }
  });
});

describe('a whole cake wanted today', () => {
  it('"chocolate cake for tonight at 7" says the notice and that its slices are sold today; "slices then, 8" takes them for 7', () => {
    const ctx = engineContext();
    ctx.now = ctx.now.set({ hour: 15 });
    let state = converse([]).state;
    const first = respondTo(state, 'chocolate cake for tonight at 7, its my sons bday i totally forgot', ctx);
    expect(types(first.acts)).toEqual(['items_added', 'order_problem', 'slices_today']);
    expect(first.acts[2]).toEqual({ type: 'slices_today', skus: ['chocolate-fudge-slice'] });
    state = respondTo(first.state, 'ok slices then, 8 of them', ctx).state;
    expect([state.draft.items.map((item) => `${item.qty} ${item.sku}`), state.draft.datetime]).toEqual([['8 chocolate-fudge-slice'], '2026-11-20T19:00:00.000-06:00']);
  });

  it('for another day, only the earliest time is offered', () => {
    expect(types(converse(['chocolate cake for tomorrow at 9am']).acts)).toEqual(['items_added', 'order_problem']);
  });
});

describe('two orders, two names', () => {
  it('"name Wes. And a separate order for my sister ... under the name Kate" puts each order under its own name', () => {
    const message = 'chocolate cake sat 2pm pickup, name Wes. And a separate order for my sister: lemon cake sunday noon, under the name Kate';
    expect(converse([message]).state.draft.name).toBe('Wes');
    const { state } = converse([message, 'yes'], 'sms', { place: true });
    expect([state.draft.items[0]?.sku, state.draft.name]).toEqual(['lemon-whole', 'Kate']);
  });

  it('one name said is both orders\' name, as before', () => {
    const { state } = converse(['chocolate cake sat 2pm pickup and a lemon cake sunday noon, name Wes', 'yes'], 'sms', { place: true });
    expect([state.draft.items[0]?.sku, state.draft.name]).toEqual(['lemon-whole', 'Wes']);
  });
});

describe('changes said plainly at the read-back', () => {
  it('"cancel carrot cake pls" takes the carrot cake off; "cancel my order" still gives the order up', () => {
    expect(lines(['chocolate cake and carrot cake sat 2pm pickup name Pat', 'cancel carrot cake pls'])).toEqual(['1 chocolate-fudge-whole']);
    expect(types(converse(['chocolate cake sat 2pm pickup name Pat', 'cancel my order']).acts)).toEqual(['cancelled']);
  });

  it('"oh can i add a slice, actually never mind" takes itself back; the order stays as it was', () => {
    const { state, acts } = converse(['chocolate cake sat 2pm pickup name Xu', 'oh can i add a slice, actually never mind']);
    expect(types(acts)).toEqual(['question_dropped', 'summary']);
    expect(lines(['chocolate cake sat 2pm pickup name Xu', 'oh can i add a slice, actually never mind'])).toEqual(['1 chocolate-fudge-whole']);
    expect(state.awaiting).toBe('confirm');
  });

  it('an allergy told and taken back in one breath still goes to staff, and the order stays', () => {
    const { state, acts } = converse(['chocolate cake sat 2pm pickup name Xu', 'my friend is allergic, wait no, that was my other friend, never mind']);
    expect(types(acts)).toContain('allergy_noted');
    expect(state.draft.allergyNotes).not.toBeNull();
    expect(state.draft.items).toHaveLength(1);
  });

  it('"red velvet slices for 2 at 3pm" is two slices at 3', () => {
    const { state } = converse(['red velvet slices for 2 at 3pm, name Al']);
    expect([state.draft.items[0]?.qty, state.draft.datetime]).toEqual([2, '2026-11-20T15:00:00.000-06:00']);
    expect(lines(['fudge slices for two'])).toEqual(['2 chocolate-fudge-slice']);
  });

  it('"put his name on it, its Leo" and "can you put the name Ella on it" write the name on the cake; the order\'s name stays', () => {
    for (const [said, name] of [['put his name on it, its Leo', 'Leo'], ['can you put the name Ella on it', 'Ella']] as const) {
      const { state } = converse(['chocolate cake sat 2pm pickup name Wu', said]);
      expect([state.draft.items[0]?.message, state.draft.name]).toEqual([name, 'Wu']);
    }
  });
});

describe('more said at the read-back', () => {
  const readBack = ['chocolate cake sat 2pm pickup name Uli'];

  it('"chocolate cake for 20 people, saturday 2pm pickup, name Al" orders the cakes it takes, with the servings said', () => {
    const { state, acts } = converse(['chocolate cake for 20 people, saturday 2pm pickup, name Al']);
    expect(types(acts)).toEqual(['answer_servings', 'items_added', 'summary']);
    expect([state.draft.items[0]?.qty, state.draft.name, state.draft.datetime]).toEqual([2, 'Al', '2026-11-21T14:00:00.000-06:00']);
    // Asked alone, it is still only answered.
    expect(types(converse(['chocolate cake for 20 people?']).acts)).toEqual(['answer_servings', 'invite_order']);
  });

  it('"a fudge slice and a large one" is two slices, one large', () => {
    expect(converse(['a fudge slice and a large one at 2pm, Kit']).state.draft.items.map((item) => `${item.qty} ${item.sku} ${item.size}`)).toEqual(['1 chocolate-fudge-slice null', '1 chocolate-fudge-slice large']);
  });

  it('"a second carrot cake for sunday at 10am" is for Sunday at 10', () => {
    expect(converse(['a carrot cake for saturday at 10am, and a second carrot cake for sunday at 10am, pickup, name Ida']).state.laterOrder?.datetime).toBe('2026-11-22T10:00:00.000-06:00');
  });

  it('"is there a smaller size?" and "is there alcohol in it?" are answered, not "did not catch that"', () => {
    expect(types(converse([...readBack, 'is there a smaller size?']).acts)).toEqual(['answer_products', 'summary']);
    const alcohol = converse([...readBack, 'is there alcohol in it? its for a kids party']).acts;
    expect(alcohol[0]).toMatchObject({ type: 'dietary_unknown' });
  });

  it('"can someone else pick it up? my son Tim" is kept for staff', () => {
    expect(converse([...readBack, 'can someone else pick it up? my son Tim']).state.draft.items[0]?.notes).toBe('can someone else pick it up? my son Tim');
  });

  it('"can you do cream cheese frosting instead of fudge?" offers the cake as it is or a custom cake', () => {
    const { acts } = converse(['chocolate cake sat 2pm pickup name Noa', 'can you do cream cheese frosting instead of fudge?']);
    expect(types(acts)).toEqual(['offer_choices']);
    expect(acts[0]).toMatchObject({ reason: 'modification', phrase: 'cream cheese frosting' });
  });
});

describe('cakes asked for in other words', () => {
  it('"white cake sat 2pm" offers the Vanilla Bean Cake first, never a custom cake on a colour alone', () => {
    const { state, acts } = converse(['white cake sat 2pm pickup name Sam']);
    expect(acts.find((act) => act.type === 'offer_choices')).toMatchObject({ skus: ['vanilla-bean-slice', 'vanilla-bean-whole', 'chocolate-fudge-slice'] });
    expect(state.draft.items).toEqual([]);
    expect(lines(['white cake sat 2pm pickup name Sam', '2'])).toEqual(['1 vanilla-bean-whole']);
    // Decorated, it is a custom cake as before.
    expect(lines(['a white cake with pink ombre rosettes and gold writing, 8 inch, for tuesday'])).toEqual(['1 custom']);
  });

  it('"will it definitely arrive by 3?" at a delivery read-back says no delivery time is promised', () => {
    expect(types(converse(['fudge cake sat 2pm delivery to 12 Oak St Austin name Uli', 'will it definitely arrive by 3? the party starts at 3:30']).acts)).toEqual(['delivery_policy', 'summary']);
  });

  it('"do you do wedding cakes? 3 tiers" does not open with "Yes, we have it"', () => {
    const text = saidTo(['do you do wedding cakes? 3 tiers for 150 guests in june']);
    expect(text).not.toContain('Yes, we have it');
    expect(text).toContain('no tiered cakes');
  });
});
