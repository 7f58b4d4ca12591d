import { describe, expect, it } from 'vitest';
import { readWebhook } from '../../../channels/meta/webhook-events.js';

const ours = { pageId: '100', instagramAccountId: '200' };
const from = (sender: string, to = '100') => ({ sender: { id: sender }, recipient: { id: to }, timestamp: 1764000000000 });

describe('reading a Messenger Platform webhook', () => {
  it('returns every message of every entry, in order, with its channel', () => {
    const reading = readWebhook(
      {
        object: 'page',
        entry: [
          { id: '100', time: 1, messaging: [{ ...from('1'), message: { mid: 'm1', text: 'hi' } }, { ...from('2'), message: { mid: 'm2', text: 'menu' } }] },
          { id: '100', time: 2, messaging: [{ ...from('3'), message: { mid: 'm3', text: 'hours' } }] },
        ],
      },
      ours,
    );
    expect(reading?.events).toEqual([
      { channel: 'fb', sender: '1', messageId: 'm1', content: { kind: 'text', text: 'hi' } },
      { channel: 'fb', sender: '2', messageId: 'm2', content: { kind: 'text', text: 'menu' } },
      { channel: 'fb', sender: '3', messageId: 'm3', content: { kind: 'text', text: 'hours' } },
    ]);
  });

  it('reads Instagram as ig, and passes it over while no Instagram account is configured', () => {
    const body = { object: 'instagram', entry: [{ id: '200', time: 1, messaging: [{ ...from('7', '200'), message: { mid: 'mi', text: 'hi' } }] }] };
    expect(readWebhook(body, ours)?.events).toEqual([{ channel: 'ig', sender: '7', messageId: 'mi', content: { kind: 'text', text: 'hi' } }]);
    expect(readWebhook(body, { pageId: '100', instagramAccountId: undefined })).toEqual({ events: [], ignored: ['instagram_off'] });
  });

  it('reads a quick reply by its payload, a postback by its payload, attachments as attachments', () => {
    const reading = readWebhook(
      {
        object: 'page',
        entry: [
          {
            id: '100',
            messaging: [
              { ...from('1'), message: { mid: 'q', text: 'Chocolate Fudge Ca…', quick_reply: { payload: 'Chocolate Fudge Cake (whole)' } } },
              { ...from('1'), postback: { mid: 'p', title: 'Get started', payload: 'Menu' } },
              { ...from('1'), postback: { title: 'Start over' } },
              { ...from('1'), message: { mid: 'a', attachments: [{ type: 'image', payload: { url: 'https://x.test/a.jpg' } }] } },
            ],
          },
        ],
      },
      ours,
    );
    expect(reading?.events.map((event) => [event.messageId, event.content])).toEqual([
      ['q', { kind: 'text', text: 'Chocolate Fudge Cake (whole)' }],
      ['p', { kind: 'text', text: 'Menu' }],
      ['postback:1:1764000000000:Start over', { kind: 'text', text: 'Start over' }],
      ['a', { kind: 'attachments' }],
    ]);
  });

  it('passes over echoes, deliveries, reads, other pages and unreadable events without losing the rest', () => {
    const reading = readWebhook(
      {
        object: 'page',
        entry: [
          {
            id: '100',
            messaging: [
              { ...from('100', '1'), message: { mid: 'e', text: 'our own reply', is_echo: true } },
              { ...from('1'), delivery: { mids: ['x'], watermark: 1 } },
              { ...from('1'), read: { watermark: 1 } },
              { ...from('1', '999'), message: { mid: 'o', text: 'to another page' } },
              { ...from('1'), message: { text: 'no mid' } },
              'nonsense',
              { ...from('1'), message: { mid: 'ok', text: 'still read' } },
            ],
          },
          { id: '100', changes: [{ field: 'feed' }] },
        ],
      },
      ours,
    );
    expect(reading?.events.map((event) => event.messageId)).toEqual(['ok']);
    expect(reading?.ignored).toEqual(['echo', 'delivery', 'read', 'not_our_account', 'unreadable', 'unreadable']);
  });

  it('drops characters PostgreSQL cannot store, so one odd message never fails the batch', () => {
    const reading = readWebhook({ object: 'page', entry: [{ id: '100', messaging: [{ ...from('1'), message: { mid: 'm\u0000x', text: 'hi\u0000 there \ud800' } }, { ...from('1'), message: { mid: 'n', text: '\u0000' } }] }] }, ours);
    expect(reading?.events.map((event) => [event.messageId, event.content])).toEqual([
      ['mx', { kind: 'text', text: 'hi there ' }],
      ['n', { kind: 'attachments' }],
    ]);
  });

  it('is null for what is not a webhook at all, and empty for other subscriptions', () => {
    for (const body of [null, [], 'x', {}, { object: 'page' }, { object: 'page', entry: {} }, { entry: [] }]) expect(readWebhook(body, ours)).toBeNull();
    expect(readWebhook({ object: 'permissions', entry: [{ id: '1' }] }, ours)).toEqual({ events: [], ignored: [] });
  });
});
