import type { FastifyServerOptions } from 'fastify';

// How long a client may take, and how many connections it may hold. fastify's defaults let a
// client dribble a body for ever (requestTimeout 0), send headers for a minute, and keep an idle
// keep-alive socket for 72 s; a few hundred such sockets were enough to hold up real requests.
// docs/operations.md explains each bound.

export type ConnectionLimits = {
  /** The request line and headers must arrive within this (ms). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this (ms). Handling time is not counted. */
  requestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (ms), whatever state it is in. */
  socketIdleTimeoutMs: number;
  /** A keep-alive socket waiting for its next request is closed after this (ms). */
  keepAliveTimeoutMs: number;
  /**
   * Requests one keep-alive socket may carry; 0: no limit. Beyond a limit Node does not close the
   * socket: it says Connection: close and answers every further request on it 503, which a client
   * that keeps its socket (load testers, some pools) sees as an outage.
   */
  maxRequestsPerSocket: number;
  /** Open sockets one process accepts; more are refused at once instead of queueing. */
  maxConnections: number;
  /** How often Node checks the header and request timeouts (ms): the bounds are exact to this. */
  checkIntervalMs: number;
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  // Twilio gives up after 15 s and sends its few hundred bytes at once, so a real webhook's body
  // takes milliseconds; 30 s leaves room for a slow mobile client posting a chat message.
  requestTimeoutMs: 30_000,
  socketIdleTimeoutMs: 30_000,
  // Shorter than any sane client's idle pool timeout would be unfriendly; a reverse proxy in
  // front must use a shorter upstream keep-alive than this (nginx keepalive_timeout 4s, say).
  keepAliveTimeoutMs: 5_000,
  // Idle sockets are bounded by the keep-alive timeout and the connection cap, not by this.
  maxRequestsPerSocket: 0,
  maxConnections: 10_000,
  checkIntervalMs: 1_000,
};

/** fastify's options for these limits; maxConnections is set on the server once it exists. */
export function connectionOptions(limits: ConnectionLimits): Partial<FastifyServerOptions> {
  return {
    connectionTimeout: limits.socketIdleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  } as Partial<FastifyServerOptions>;
}
