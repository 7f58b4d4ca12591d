import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { chatMessageView } from './chat-message-view.js';
import { chatMessagesAfter } from './chat-transcript.js';

// Server-Sent Events for an open chat. Each stream polls the transcript (one indexed query per
// open chat per interval) rather than listening to an in-process notifier: a staff decision is
// written by whichever instance's outbox worker delivered it, so only the database sees every
// new row. Events carry the row's seq as their id; EventSource sends it back as Last-Event-ID
// when it reconnects, and the stream resumes after it.

export type ChatStreamsDeps = {
  db: Db;
  headers: Record<string, string>;
  pollMs: number;
};

const HEARTBEAT_MS = 15_000; // keeps proxies from closing a quiet stream
// Each stream costs a query per interval. A reloaded tab opens a new stream before the old one is
// noticed closed, so a new stream beyond the cap closes the session's oldest instead of failing.
export const MAX_STREAMS_PER_SESSION = 3;
const RECONNECT_MS = 2_000;

export type ChatStreams = {
  open(request: FastifyRequest, reply: FastifyReply, sessionId: string, afterSeq: number): void;
  /** Ends every open stream, so that the server can close. */
  closeAll(): void;
};

export function createChatStreams(deps: ChatStreamsDeps): ChatStreams {
  const open = new Set<() => void>();
  const bySession = new Map<string, Array<() => void>>();
  return {
    open(request, reply, sessionId, afterSeq) {
      const sessionStreams = bySession.get(sessionId) ?? [];
      while (sessionStreams.length >= MAX_STREAMS_PER_SESSION) sessionStreams.shift()?.();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        ...deps.headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: pass events through at once
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      let last = afterSeq;
      let closed = false;
      let pollTimer: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      const close = () => {
        if (closed) return;
        closed = true;
        clearTimeout(pollTimer);
        clearInterval(heartbeat);
        open.delete(close);
        const remaining = (bySession.get(sessionId) ?? []).filter((other) => other !== close);
        if (remaining.length) bySession.set(sessionId, remaining);
        else bySession.delete(sessionId);
        raw.end();
      };
      open.add(close);
      bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), close]);
      request.raw.on('close', close);
      const poll = async () => {
        try {
          const rows = await chatMessagesAfter(deps.db, sessionId, last);
          for (const row of rows) {
            if (closed) return;
            raw.write(`id: ${row.seq}\ndata: ${JSON.stringify(chatMessageView(row))}\n\n`);
            last = row.seq;
          }
        } catch (error) {
          // A database blip: keep the stream, the next poll tries again.
          request.log.warn({ err: error }, 'webchat stream poll failed');
        }
        if (!closed) pollTimer = setTimeout(() => void poll(), deps.pollMs);
      };
      void poll();
    },
    closeAll() {
      for (const close of [...open]) close();
    },
  };
}
