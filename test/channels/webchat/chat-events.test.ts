import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatStreams, MAX_STREAMS_PER_SESSION } from '../../../channels/webchat/chat-events.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

function fakeStream(id: number, ended: number[]) {
  const raw = { writeHead: () => {}, write: () => true, end: () => void ended.push(id) };
  const reply = { hijack: () => {}, raw, getHeaders: () => ({}) };
  const request = { raw: { on: () => {} }, log: { warn: () => {} } };
  return { request, reply } as unknown as { request: Parameters<ReturnType<typeof createChatStreams>['open']>[0]; reply: Parameters<ReturnType<typeof createChatStreams>['open']>[1] };
}

describe('chat event streams', () => {
  it(`a session keeps at most ${MAX_STREAMS_PER_SESSION} streams: a new one closes the oldest`, async () => {
    const streams = createChatStreams({ db: database.db, headers: {}, pollMs: 60_000 });
    const ended: number[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION + 2; i += 1) {
      const { request, reply } = fakeStream(i, ended);
      streams.open(request, reply, 'wc_session', 0);
    }
    expect(ended).toEqual([0, 1]);
    const other = fakeStream(99, ended);
    streams.open(other.request, other.reply, 'wc_other', 0);
    expect(ended).toEqual([0, 1]);
    streams.closeAll();
    expect(ended.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 99]);
  });
});
