import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Which line of the order a change or a message is for, found by playing customers against the
// engine: a message for the cake named or counted, a swap said as "no X, Y instead", one more of a
// flavour in the other form, one slice taken off, and two lines taken off at once. Checked by the
// draft, never by wording.

const lines = (items: Array<{ sku: string; qty: number; notes?: string | null }>) => items.map((item) => `${item.qty} ${item.sku}${item.notes ? ` "${item.notes}"` : ''}`);
const TWO_CAKES = 'a chocolate cake and a carrot cake';

describe('a message for one of two cakes', () => {
  it('goes on the cake named, and naming it adds no cake', () => {
    for (const said of [
      'the chocolate one should say Happy Birthday Sam',
      'write Happy Birthday Sam on the chocolate cake',
      'can the chocolate cake say Happy Birthday Sam',
      'message on the chocolate: Happy Birthday Sam',
      'the first one says Happy Birthday Sam',
    ]) {
      expect(lines(converse([TWO_CAKES, said]).state.draft.items), said).toEqual(['1 chocolate-fudge-whole "Happy Birthday Sam"', '1 carrot-whole']);
    }
  });

  it('"the 2nd one says Congrats" goes on the second cake, and names no day', () => {
    const { state } = converse([TWO_CAKES, 'the 2nd one says Congrats']);
    expect(lines(state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole "Congrats"']);
    expect(state.draft.day).toBeNull();
  });

  it('"the third Happy Birthday Cy" moves no day', () => {
    const { state } = converse(['3 vanilla cakes for dec 10 at noon', 'one should say Happy Birthday Al, another Happy Birthday Bo and the third Happy Birthday Cy']);
    expect(state.draft.datetime).toBe('2026-12-10T12:00:00.000-06:00');
  });

  it('with no cake named, which cake is asked, and the answer takes the message', () => {
    expect(converse([TWO_CAKES, 'write Happy Birthday Sam']).state.awaiting).toBe('choice');
    expect(lines(converse([TWO_CAKES, 'write Happy Birthday Sam', 'the carrot']).state.draft.items)).toEqual(['1 chocolate-fudge-whole', '1 carrot-whole "Happy Birthday Sam"']);
  });
});

describe('a swap, one more, one fewer', () => {
  it('"no vanilla, red velvet instead" swaps the vanilla and keeps the other cakes', () => {
    expect(lines(converse(['a vanilla cake and a carrot cake', 'no vanilla, red velvet instead']).state.draft.items)).toEqual(['1 carrot-whole', '1 red-velvet-whole']);
    expect(lines(converse(['2 lemon slices', 'no lemon, carrot instead']).state.draft.items)).toEqual(['2 carrot-slice']);
  });

  it('"add one more carrot slice" with a carrot cake adds a slice, not a cake', () => {
    expect(lines(converse(['a carrot cake', 'add one more carrot slice']).state.draft.items)).toEqual(['1 carrot-whole', '1 carrot-slice']);
    expect(lines(converse(['2 carrot slices', 'add one more carrot slice']).state.draft.items)).toEqual(['3 carrot-slice']);
    expect(lines(converse(['a carrot cake', 'one more carrot']).state.draft.items)).toEqual(['2 carrot-whole']);
  });

  it('"take off one slice", "remove a carrot slice" take one slice off, not whole lines', () => {
    expect(lines(converse(['3 lemon slices and 2 carrot slices', 'take off one slice']).state.draft.items)).toEqual(['3 lemon-slice', '1 carrot-slice']);
    expect(lines(converse(['3 lemon slices and 2 carrot slices', 'remove a carrot slice']).state.draft.items)).toEqual(['3 lemon-slice', '1 carrot-slice']);
    expect(lines(converse(['3 lemon slices and 1 carrot slice', 'take off one slice']).state.draft.items)).toEqual(['3 lemon-slice']);
  });

  it('"remove the lemon and the carrot", "remove the carrot and red velvet" take both off', () => {
    expect(lines(converse(['2 choc slices, 1 carrot slice, 1 lemon slice', 'remove the lemon and the carrot']).state.draft.items)).toEqual(['2 chocolate-fudge-slice']);
    expect(lines(converse(['a vanilla cake, a carrot cake and a red velvet cake', 'remove the carrot and red velvet']).state.draft.items)).toEqual(['1 vanilla-bean-whole']);
    expect(lines(converse(['2 choc slices, 1 carrot slice', 'remove the carrot and add a lemon slice']).state.draft.items)).toEqual(['2 chocolate-fudge-slice', '1 lemon-slice']);
  });
});

describe('a multiplier written after a product', () => {
  it('"1) vanilla cake 2) lemon cake 3) carrot slice x2" counts only the slices', () => {
    expect(lines(converse(['1) vanilla cake 2) lemon cake 3) carrot slice x2']).state.draft.items)).toEqual(['1 vanilla-bean-whole', '1 lemon-whole', '2 carrot-slice']);
    expect(lines(converse(['chocolate slice x3 and lemon slice x2']).state.draft.items)).toEqual(['3 chocolate-fudge-slice', '2 lemon-slice']);
  });
});

describe('a size put right on the lines in the other size', () => {
  it('"make the large one regular" and "change the regular ones to large" change those lines, joined with the same slice', () => {
    const both = 'a large fudge slice and 2 regular fudge slices';
    expect(converse([both, 'make the large one regular']).state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 3, size: null })]);
    expect(converse([both, 'change the regular ones to large']).state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' })]);
  });

  it('"make the choc slices large" and "make them all regular" put every such line in that size, joined', () => {
    const both = '2 fudge slices and a large fudge slice';
    expect(converse([both, 'make the choc slices large']).state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' })]);
    expect(converse([both, 'change all the slices to large']).state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 3, size: 'large' })]);
    expect(converse([both, 'make them all regular']).state.draft.items).toEqual([expect.objectContaining({ sku: 'chocolate-fudge-slice', qty: 3, size: null })]);
    const beside = converse(['2 fudge slices and 2 carrot slices', 'make the fudge ones large']).state.draft.items;
    expect(beside.map((item) => `${item.qty} ${item.sku}/${item.size ?? '-'}`)).toEqual(['2 chocolate-fudge-slice/large', '2 carrot-slice/-']);
  });

  it('leaves lines that do not come in that size alone', () => {
    const { state } = converse(['a large fudge slice and a carrot slice', 'make the large one regular']);
    expect(state.draft.items.map((item) => `${item.sku}/${item.size ?? '-'}`)).toEqual(['chocolate-fudge-slice/-', 'carrot-slice/-']);
  });
});

describe('slices with no count said, beside other lines', () => {
  it('"a couple of carrot slices and a few lemon slices" asks how many lemon slices, and the answer is theirs', () => {
    const asked = converse(['a couple of carrot slices and a few lemon slices']);
    expect(asked.state.awaiting).toBe('quantity');
    expect(asked.state.askQuantityOf).toBe('lemon-slice');
    expect(lines(converse(['a couple of carrot slices and a few lemon slices', '3']).state.draft.items)).toEqual(['2 carrot-slice', '3 lemon-slice']);
    expect(converse(['2 carrot slices and some slices of lemon please']).state.askQuantityOf).toBe('lemon-slice');
  });
});

describe('"how many?" answered without a number', () => {
  it('"for 12 people" or "there will be 8 of us", asked how many slices, is a slice each', () => {
    expect(lines(converse(['some lemon slices', 'for 12 people']).state.draft.items)).toEqual(['12 lemon-slice']);
    expect(lines(converse(['some lemon slices', 'there will be 8 of us']).state.draft.items)).toEqual(['8 lemon-slice']);
  });

  it('is asked once more, saying a number is all that is needed, and the number then given is taken', () => {
    const again = converse(['some lemon slices', 'not sure, what do you think']);
    expect(again.state.awaiting).toBe('quantity');
    expect(again.acts).toContainEqual(expect.objectContaining({ type: 'ask_slot', slot: 'quantity', again: true }));
    expect(lines(converse(['some lemon slices', 'not sure, what do you think', '6']).state.draft.items)).toEqual(['6 lemon-slice']);
  });

  it('is not asked a third time: the order goes on, with the count shown in the read-back', () => {
    const { state } = converse(['some lemon slices', 'hmm', 'idk']);
    expect(state.awaiting).toBe('datetime');
    expect(lines(state.draft.items)).toEqual(['1 lemon-slice']);
  });
});

describe('one more of a product, in a size of its own', () => {
  const sized = (messages: string[]) => converse(messages).state.draft.items.map((item) => `${item.qty} ${item.sku}/${item.size ?? '-'}`);

  it('"another custom cake, 10 inch" beside an 8-inch one is one more cake, of its own size', () => {
    expect(sized(['custom cake 8 inch blue with stars for dec 5 at 2', 'and another custom cake, 10 inch, pink with flowers'])).toEqual(['1 custom/-', '1 custom/10-inch']);
  });

  it('"one more large fudge slice" beside regular ones is a large slice; "one more fudge slice" is one more of the line', () => {
    expect(sized(['2 fudge slices', 'one more large fudge slice'])).toEqual(['2 chocolate-fudge-slice/-', '1 chocolate-fudge-slice/large']);
    expect(sized(['2 large fudge slices', 'one more large fudge slice'])).toEqual(['3 chocolate-fudge-slice/large']);
    expect(sized(['2 fudge slices', 'one more fudge slice'])).toEqual(['3 chocolate-fudge-slice/-']);
  });

  it('"two custom cakes: an 8 inch with a pirate theme and a 10 inch with a mermaid theme" is two cakes, never three', () => {
    const sized = (message: string) => converse([message]).state.draft.items.map((item) => `${item.qty} ${item.sku}/${item.size ?? '-'}`);
    expect(sized('I need two custom cakes: an 8 inch with a pirate theme and a 10 inch with a mermaid theme')).toEqual(['1 custom/-', '1 custom/10-inch']);
    expect(sized('3 custom cakes: two 8 inch and a 10 inch')).toEqual(['2 custom/-', '1 custom/10-inch']);
    // A count said with its size is that many: three slices here.
    expect(sized('2 large fudge slices and 1 regular')).toEqual(['2 chocolate-fudge-slice/large', '1 chocolate-fudge-slice/-']);
  });

  it('"two custom cakes, one 8 inch and one 10 inch" is one of each, in the order said, with no size asked', () => {
    const { state } = converse(['two custom cakes, one 8 inch and one 10 inch for dec 5 at 2']);
    expect(state.draft.items.map((item) => `${item.qty} ${item.sku}/${item.size ?? '-'}`)).toEqual(['1 custom/-', '1 custom/10-inch']);
    expect(state.awaiting).toBe('fulfillment');
  });
});
