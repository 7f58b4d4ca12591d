import type { Script } from '../script-types.js';

// Open right now or not ("are you still open?" at 10 AM and at night), the owner's closed days, and
// holidays with no hours set.

export const scripts: Script[] = [
  {
    id: 'pzq-sms-closed-sunday-then-monday',
    category: 'ordering',
    channel: 'sms',
    closedDays: ['2026-11-22'],
    steps: ['a carrot cake for sunday at 2', 'monday at 2 then', 'pickup', 'Kora', 'yes'],
    expect: { says: [/closed/i], order: { items: [{ sku: 'carrot-whole' }], at: '2026-11-23T14:00' } },
  },
  {
    id: 'pzq-sms-open-on-the-22nd-closed',
    category: 'questions',
    channel: 'sms',
    closedDays: ['2026-11-22'],
    steps: ['are you open on the 22nd?'],
    expect: { noOrder: true, says: [/closed/i] },
  },
  {
    id: 'pzq-sms-thanksgiving-closed',
    category: 'questions',
    channel: 'sms',
    closedDays: ['2026-11-26'],
    steps: ['what are your hours on thanksgiving?'],
    expect: { noOrder: true, says: [/closed/i], never: [/no special hours/i] },
  },
  {
    id: 'pzq-sms-open-right-now-at-night',
    category: 'questions',
    channel: 'sms',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['are you open right now?'],
    expect: { noOrder: true, says: [/closed right now/i, /Sat, Nov 21 at 8:00 AM/], never: [/we are open on/i] },
  },
  {
    id: 'pzq-sms-slices-now-at-night',
    category: 'ordering',
    channel: 'sms',
    now: '2026-11-20T22:00:00-06:00',
    steps: ['2 lemon slices for now'],
    expect: { noOrder: true, never: [/Fri, Nov 20 at 10:\d\d PM/] },
  },
  {
    id: 'pzq-sms-open-on-christmas',
    category: 'questions',
    channel: 'sms',
    steps: ['are you open on christmas?'],
    expect: { noOrder: true, says: [/Christmas/], never: [/we are open on/i] },
  },
  {
    id: 'pzq-sms-christmas-eve-order',
    category: 'ordering',
    channel: 'sms',
    steps: ['a chocolate cake for christmas eve at 10am', 'pickup', 'Lark', 'yes'],
    expect: { order: { items: [{ sku: 'chocolate-fudge-whole' }], at: '2026-12-24T10:00' } },
  },
  {
    id: 'pzq-sms-new-years-day',
    category: 'questions',
    channel: 'sms',
    steps: ['open on new years day?'],
    expect: { noOrder: true, says: [/New Year/] },
  },
  {
    id: 'pzq-sms-still-open-by-day',
    category: 'questions',
    channel: 'sms',
    steps: ['are you still open?'],
    expect: { noOrder: true, says: [/open now, until 8:00 PM/] },
  },
  {
    id: 'pzq-sms-open-now-next-day-closed',
    category: 'questions',
    channel: 'sms',
    closedDays: ['2026-11-21'],
    now: '2026-11-20T21:00:00-06:00',
    steps: ['are you open now?'],
    expect: { noOrder: true, says: [/closed right now/i, /Sun, Nov 22 at 8:00 AM/] },
  },
];
