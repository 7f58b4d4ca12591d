import { describe, expect, it } from 'vitest';
import { converse } from '../helpers/converse.js';

// Names as people write them when the name is asked: a couple, a title with its full stop, and
// the name said after "under my name". Checked by the draft's name, never by wording.

const nameGiven = (answer: string) => converse(['a carrot cake for saturday at 2 pickup', answer]).state.draft.name;

describe('the name the order goes under', () => {
  it('"Mr & Mrs Patel" and "mr and mrs patel" are the couple, not "Mr" or nothing', () => {
    expect(nameGiven('Mr & Mrs Patel')).toBe('Mr & Mrs Patel');
    expect(nameGiven('mr and mrs patel')).toBe('Mr and Mrs Patel');
    expect(nameGiven('Mr. & Mrs. Patel')).toBe('Mr. & Mrs. Patel');
  });

  it('"Bo anyway", "Sam then", "Lee is fine" are Bo, Sam and Lee; "Ty" alone stays Ty', () => {
    expect(nameGiven('Bo anyway')).toBe('Bo');
    expect(nameGiven('Sam then')).toBe('Sam');
    expect(nameGiven('Lee is fine')).toBe('Lee');
    expect(nameGiven('Ty')).toBe('Ty');
    expect(converse(['2 carrot slices today, name Bo', 'Bo anyway']).state.draft.name).toBe('Bo');
  });

  it('two first names, with or without a surname, are both kept', () => {
    expect(nameGiven('Sam & Alex Lee')).toBe('Sam & Alex Lee');
    expect(nameGiven('Sam and Alex')).toBe('Sam and Alex');
  });

  it('"and" inside a name is no couple: Sandra, Brandon', () => {
    expect(nameGiven('Sandra Lee')).toBe('Sandra Lee');
    expect(nameGiven('Brandon')).toBe('Brandon');
  });

  it('"me and my wife" and titles without a surname are no name', () => {
    expect(nameGiven('me and my wife')).toBeNull();
    expect(nameGiven('mr and mrs')).toBeNull();
  });

  it('"name is Mrs. Smith" keeps the surname after the title\'s full stop', () => {
    expect(converse(['a carrot cake for saturday at 2 pickup, name is Mrs. Smith']).state.draft.name).toBe('Mrs. Smith');
  });

  it('"put it under my name, Sam", said when the name is asked, is Sam', () => {
    expect(nameGiven('put it under my name, Sam')).toBe('Sam');
    expect(nameGiven('my name, Sam')).toBe('Sam');
  });
});

describe('words that look like a name and are not one', () => {
  it('"It\'s Grandma\'s 90th birthday", "Greetings from Chicago!", "I\'m Super excited!" give no name', () => {
    for (const said of ["Hi! It's Grandma's 90th birthday. Chocolate cake pickup tomorrow 2pm", 'Greetings from Chicago! Chocolate cake pickup tomorrow 2pm', 'Im Super excited! Chocolate cake pickup tomorrow 2pm']) {
      const { state } = converse([said]);
      expect(state.draft.name, said).toBeNull();
      expect(state.awaiting, said).toBe('name');
    }
  });
});
