import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { englishReader } from '../../src/conversation/english/english-reader.js';
import { clausesAboutBefore } from '../../src/conversation/english/read-past.js';
import { buildMenuIndex } from '../../src/conversation/menu-index.js';
import { sampleCatalog } from '../helpers/sample-catalog.js';

// What is said about an earlier order, which this conversation cannot see, orders nothing now; a
// problem with it goes to staff; things the counter does not handle are said to be so.

const index = buildMenuIndex(sampleCatalog());
const now = DateTime.fromISO('2026-11-20T10:00:00-06:00');
const read = (text: string, draftSkus: string[] = []) => englishReader.read(text, { now, index, awaiting: null, offer: null, draftSkus });
const skus = (text: string) => read(text).items.map((item) => (item.kind === 'product' ? item.sku : item.kind));

describe('earlier orders', () => {
  it('"same as last time", with the order spelled out, is this order, not one from before', () => {
    expect(skus('same as last time: carrot cake, sat 10am pickup')).toEqual(['carrot-whole']);
    expect(read('same as last time: carrot cake, sat 10am pickup').aboutEarlierOrder).toBe(false);
    expect(skus('carrot cake sat 10am pickup, same as last time')).toEqual(['carrot-whole']);
    expect(read('same as last time').intents.has('repeat_order')).toBe(true);
    expect(read('my cake last time was dry').aboutEarlierOrder).toBe(true);
  });

  it('orders nothing named in a clause about an earlier order', () => {
    expect(skus('honestly the carrot cake last week was kinda dry. but can i get 2 regular chocolate fudge slices for pickup at 4 today')).toEqual(['chocolate-fudge-slice']);
    expect(skus('I ordered a whole lemon cake this morning for tomorrow and I need to change the pickup time to 5pm')).toEqual([]);
    expect(read('I ordered a whole lemon cake this morning').aboutEarlierOrder).toBe(true);
  });

  it('keeps an order said in the same clause as "yesterday" when it asks for something now', () => {
    expect(clausesAboutBefore('i tried to order yesterday, can i get a lemon slice now')).toEqual([]);
    expect(skus('can i get a lemon slice like i had yesterday')).toEqual(['lemon-slice']);
  });

  it('reads a problem with an earlier order as a complaint, but not a correction at the read-back', () => {
    for (const text of ['i came to pick up my cake yesterday at 2 and it wasnt ready', 'it came like two hours late', 'my son had an allergic reaction after eating it', 'it was supposed to be Joan, i want this fixed']) {
      expect(read(text).intents.has('complaint'), text).toBe(true);
    }
    expect(read('No, the name was supposed to be John Smith', ['lemon-slice']).intents.has('complaint')).toBe(false);
  });

  it('reads questions the counter does not handle without taking their words for products', () => {
    for (const text of ['do you have wifi in the cafe? whats the password', 'are you hiring?', 'do u sell gift cards? want one for my mom for xmas', 'do you do catering', 'whats the parking situation like']) {
      const reading = read(text);
      expect(reading.intents.has('off_topic'), text).toBe(true);
      expect(reading.items.filter((item) => item.kind === 'unknown'), text).toEqual([]);
    }
  });
});

describe('names and days said beside something else', () => {
  it('takes the name a placed order should go under, said after the request or with who it is', () => {
    expect(read('oh wait its actually for my roommate, can u put it under her name? Brianna').name).toBe('Brianna');
    expect(read('my husband Karim will pick it up, can you put it under his name?').name).toBe('Karim');
    expect(read('can I also order a whole carrot cake for my sister for saturday 3pm? separate order under her name, Petra').name).toBe('Petra');
  });

  it('reads "r u open at 6 today?" as a question about today, though 6 in the morning has passed', () => {
    expect(read('r u open at 6 today?').hoursDay).toBe('2026-11-20');
    expect(read('are you open on the 28th?').hoursDay).toBe('2026-11-28');
  });
});
