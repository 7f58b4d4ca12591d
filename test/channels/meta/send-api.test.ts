import { describe, expect, it } from 'vitest';
import { sendsFor } from '../../../channels/meta/meta-turns.js';
import { createSendApi, MAX_QUICK_REPLIES, quickReplyTitle, sendApiBody } from '../../../channels/meta/send-api.js';
import { loadConfig } from '../../../src/config.js';
import { delivered, graphError, startFakeGraphApi } from './helpers/fake-graph-api.js';

describe('Send API requests', () => {
  it('a reply inside the window is RESPONSE; a person’s late message is tagged HUMAN_AGENT', () => {
    expect(sendApiBody({ recipient: '42', text: 'Hello' })).toEqual({ recipient: { id: '42' }, messaging_type: 'RESPONSE', message: { text: 'Hello' } });
    expect(sendApiBody({ recipient: '42', text: 'Hello', humanAgent: true })).toMatchObject({ messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' });
  });

  it('offers at most 13 quick replies; a title fits 20 characters, the payload keeps the whole label', () => {
    const labels = Array.from({ length: 16 }, (_, i) => `Option ${i}`);
    const body = sendApiBody({ recipient: '42', text: 'Pick one', quickReplies: [...labels, 'Chocolate Fudge Cake (whole)'] }) as { message: { quick_replies: Array<{ title: string; payload: string }> } };
    expect(body.message.quick_replies).toHaveLength(MAX_QUICK_REPLIES);
    expect(quickReplyTitle('Chocolate Fudge Cake (whole)')).toBe('Chocolate Fudge Cak…');
    expect(Array.from(quickReplyTitle('🎂'.repeat(30)))).toHaveLength(20);
    expect(quickReplyTitle('Yes')).toBe('Yes');
    const long = sendApiBody({ recipient: '42', text: 'x', quickReplies: ['Chocolate Fudge Cake (whole)'] }) as { message: { quick_replies: Array<{ title: string; payload: string }> } };
    expect(long.message.quick_replies[0]).toEqual({ content_type: 'text', title: 'Chocolate Fudge Cak…', payload: 'Chocolate Fudge Cake (whole)' });
  });
});

describe('splitting answers for Messenger (2,000) and Instagram (1,000)', () => {
  const paragraph = 'Carrot cake with cream cheese frosting, walnuts and a little cinnamon. '.repeat(20);
  const text = `${paragraph}\n\n${paragraph}\n\n${paragraph}`; // about 4,300 characters

  for (const [channel, limit] of [['fb', 2000], ['ig', 1000]] as const) {
    it(`${channel}: parts of at most ${limit} characters that join back to the very same text; quick replies on the last part only`, () => {
      const sends = sendsFor(channel, '42', [text, 'Anything else?'], ['Yes', 'No']);
      const parts = sends.map((send) => (send.type === 'meta.send' ? send : null)!);
      expect(parts.every((part) => part.text.length <= limit)).toBe(true);
      expect(parts.slice(0, -1).map((part) => part.text).join('')).toBe(text);
      expect(parts.at(-1)?.text).toBe('Anything else?');
      expect(parts.map((part) => part.quickReplies.length)).toEqual([...parts.slice(0, -1).map(() => 0), 2]);
    });
  }
});

describe('Send API outcomes', async () => {
  const graph = await startFakeGraphApi();
  const config = loadConfig({ META_PAGE_ACCESS_TOKEN: 'EAAG-test-page-access-token', META_PAGE_ID: '100', META_GRAPH_API_BASE_URL: graph.baseUrl, META_GRAPH_API_VERSION: 'v22.0' });
  const api = createSendApi(config);
  const send = () => api.send('fb', { recipient: '42', text: 'hi' });

  it('tells rate limits, a closed window, an unavailable person and token problems apart', async () => {
    graph.respondWith(delivered);
    expect(await send()).toMatchObject({ kind: 'sent' });
    expect(graph.requests.at(-1)?.path).toBe('/v22.0/100/messages');
    for (const code of [4, 17, 32, 613]) {
      graph.respondWith(graphError(400, code));
      expect(await send()).toMatchObject({ kind: 'failed', retryable: true, retryAfterSeconds: 60 });
    }
    graph.respondWith(() => ({ status: 429, body: {}, headers: { 'retry-after': '7' } }));
    expect(await send()).toMatchObject({ kind: 'failed', retryable: true, retryAfterSeconds: 7 });
    graph.respondWith(graphError(400, 10, 2018278));
    expect(await send()).toEqual({ kind: 'skipped', reason: 'outside_session_window' });
    graph.respondWith(graphError(400, 551));
    expect(await send()).toMatchObject({ kind: 'failed', code: 'meta_person_unavailable', retryable: false });
    graph.respondWith(graphError(400, 190, 463));
    expect(await send()).toMatchObject({ kind: 'failed', code: expect.stringMatching(/^meta_access_token_invalid/), retryable: false });
    graph.respondWith(() => ({ status: 503, body: {} }));
    expect(await send()).toMatchObject({ kind: 'failed', retryable: true });
    graph.respondWith(graphError(400, 100));
    expect(await send()).toMatchObject({ kind: 'failed', code: 'meta_error_100', retryable: false });
    await graph.close();
    expect(await send()).toMatchObject({ kind: 'failed', code: 'network_error', retryable: true });
  });

  it('without an Instagram account id, Instagram sends are not configured', async () => {
    expect(await api.send('ig', { recipient: '42', text: 'hi' })).toEqual({ kind: 'skipped', reason: 'not_configured' });
  });
});
