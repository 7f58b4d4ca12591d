import { randomBytes } from 'node:crypto';

// A web chat session id is the only thing that gives access to a transcript (which holds the
// customer's name and phone), so it is a bearer secret: 144 random bits, URL-safe.
const SESSION_ID = /^wc_[A-Za-z0-9_-]{24}$/;

export function newSessionId(): string {
  return `wc_${randomBytes(18).toString('base64url')}`;
}

/** Anything else cannot be a session we made: refused before the database is asked. */
export function isSessionIdShaped(value: string): boolean {
  return SESSION_ID.test(value);
}
