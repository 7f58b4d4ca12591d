import { describe, expect, it } from 'vitest';
import { readNameAnswer, tidySpokenName } from '../../src/conversation/english/read-details.js';
import { converse } from '../helpers/converse.js';

// Names as callers say them and speech engines write them: spelled out, said twice, a short form
// before the full one, "with a K". The name on the order is the name meant.

describe('a name said on a call', () => {
  it('drops letters spelling the word beside them, a name said twice and a short form before the full one', () => {
    expect(readNameAnswer("it's Zoe Z O E Zoe Marsh")).toBe('Zoe Marsh');
    expect(readNameAnswer("it's Dev Patel Dev Patel")).toBe('Dev Patel');
    expect(readNameAnswer('my name is Jen uh Jennifer Jennifer Ross')).toBe('Jennifer Ross');
    expect(readNameAnswer('Katherine with a K Katherine Lund')).toBe('Katherine Lund');
  });

  it('keeps spellings that put a word right, and double letters inside a spelling', () => {
    expect(readNameAnswer("yeah it's under Siobhan, that's S I O B H A N")).toBe('Siobhan');
    expect(readNameAnswer('Rhiannon, R H I A N N O N')).toBe('Rhiannon');
    expect(readNameAnswer("Mark Ellis. That's Marc with a C, M A R C")).toBe('Marc Ellis');
    expect(tidySpokenName('Mary Ann Lee')).toBe('Mary Ann Lee');
  });

  it('"last name Nguyen N G U Y E N first name Linh" is Linh Nguyen', () => {
    expect(converse(["hi um a whole vanilla bean cake for Monday at noon I'll pick it up", 'last name Nguyen N G U Y E N first name Linh']).state.draft.name).toBe('Linh Nguyen');
  });

  it('"no it\'s spelled R E I D" at the read-back puts the surname right', () => {
    const { state } = converse(['two red velvet slices at quarter past one', 'Callum Read', "no it's spelled R E I D"]);
    expect(state.draft.name).toBe('Callum Reid');
    expect(state.awaiting).toBe('confirm');
  });
});

describe('numbers and cake writing said on a call', () => {
  const ORDER = 'carrot cake for sunday at eleven pickup name jon';

  it('a phone number said digit by digit, with pauses or in pairs, is the number when the phone was asked for; no time moves', () => {
    for (const said of ['five one two three four six seven eight nine one', 'its five one two uh three four six seven eight nine one', 'five twelve three four six seven eight nine one']) {
      const { state } = converse([ORDER, said], 'webchat');
      expect(state.draft.phone, said).toBe('+15123467891');
    }
    const pairs = converse([ORDER, 'five twelve five five five twelve thirty four'], 'webchat').state.draft;
    expect(pairs.phone).toBe('+15125551234');
    expect(pairs.datetime).toBe('2026-11-22T11:00:00.000-06:00');
  });

  it('pauses said on a call are not written on the cake, and a name spelled after it is written as spelled; quoted words stay', () => {
    const message = (said: string) => converse([said]).state.draft.items[0]?.message;
    expect(message('a fudge cake that says happy fortieth uh mike for saturday at ten')).toBe('happy fortieth mike');
    expect(message('a fudge cake that says happy birthday sofia thats S O F I A for saturday at ten')).toBe('happy birthday Sofia');
    expect(message('a fudge cake that says "um, what?" for saturday at ten')).toBe('um, what?');
  });
});

describe('a ZIP code said on a call', () => {
  it('"four oh five congress avenue austin seven eight seven oh one" keeps the ZIP code with the address', () => {
    const { state } = converse(['i need a red velvet cake and a carrot cake for saturday at ten pickup name lisa', 'actually delivery please', 'um its four oh five congress avenue austin seven eight seven oh one']);
    expect(state.draft.address).toBe('405 congress avenue austin 78701');
  });
});

describe('the name of someone else said on a call', () => {
  it('"put it under my wife um linda" and "actually put it under my husband mark" are the names Linda and Mark', () => {
    expect(converse(['a carrot cake for saturday at 2 pickup', 'put it under my wife um linda']).state.draft.name).toBe('Linda');
    expect(converse(['a carrot cake for saturday at 2 pickup, name Al', 'actually put it under my husband mark']).state.draft.name).toBe('Mark');
    // No name said: the name stays.
    expect(converse(['a carrot cake for saturday at 2 pickup, name Al', 'put it under my husband']).state.draft.name).toBe('Al');
  });
});

describe('"name" typed alone at the name question', () => {
  it('is no name: the name is asked again, and the one typed next is the order\'s', () => {
    const asked = converse(['carrot cake sat noon pickup', 'name']);
    expect(asked.state.draft.name).toBeNull();
    expect(asked.state.awaiting).toBe('name');
    expect(converse(['carrot cake sat noon pickup', 'name', 'jo']).state.draft.name).toBe('Jo');
  });
});

describe('a message all in capitals', () => {
  it('takes no word for a name by its capital ("WRITE" is no name); the name is asked', () => {
    const { state } = converse(['CHOCOLATE CAKE SATURDAY 2PM PICKUP. WRITE HAPPY BIRTHDAY MOM ON IT']);
    expect(state.draft.name).toBeNull();
    expect(state.awaiting).toBe('name');
    expect(converse(['VANILLA CAKE SAT NOON. MAKE IT SAY GO TEAM']).state.draft.name).toBeNull();
  });

  it('a name said as one ("MY NAME IS JO SMITH"), or given when asked, is still the name', () => {
    expect(converse(['CHOCOLATE CAKE SATURDAY 2PM PICKUP. MY NAME IS JO SMITH']).state.draft.name).toBe('Jo Smith');
    expect(converse(['chocolate cake saturday 2pm pickup', 'JO SMITH']).state.draft.name).toBe('Jo Smith');
  });
});
