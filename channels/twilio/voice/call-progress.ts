// What one call has been through, carried in the query string of the next <Gather> action URL.
// Twilio calls that URL exactly as given and signs it with the rest of the request, so the
// counters cannot be forged, survive across webhooks and instances, and need no table.

export const VOICE_PATHS = {
  incoming: '/channels/voice',
  gather: '/channels/voice/gather',
  dialed: '/channels/voice/dialed',
  voicemail: '/channels/voice/voicemail',
  status: '/channels/voice/status',
} as const;

export type CallProgress = {
  /** Gathers answered so far; with the CallSid it names one turn for redelivery dedupe. */
  turn: number;
  /** Silent gathers in a row. */
  silence: number;
  /** Turns in a row the conversation (or the recogniser) did not understand. */
  misses: number;
  /** At the start of the call: a single key is a menu choice (1 order, 2 status, 0 person). */
  menu: boolean;
  /** The last thing said was the order summary: key 1 means yes, 2 means change something. */
  confirm: boolean;
};

export const FIRST_GATHER: CallProgress = { turn: 1, silence: 0, misses: 0, menu: true, confirm: false };

export function gatherUrl(progress: CallProgress): string {
  const query = new URLSearchParams({
    turn: String(progress.turn),
    silence: String(progress.silence),
    misses: String(progress.misses),
    menu: progress.menu ? '1' : '0',
    confirm: progress.confirm ? '1' : '0',
  });
  return `${VOICE_PATHS.gather}?${query.toString()}`;
}

export function readProgress(query: unknown): CallProgress {
  const fields = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const count = (name: string, fallback: number) => {
    const value = Number(fields[name]);
    return Number.isInteger(value) && value >= 0 && value <= 10_000 ? value : fallback;
  };
  return {
    turn: count('turn', 1),
    silence: count('silence', 0),
    misses: count('misses', 0),
    menu: fields.menu === '1',
    confirm: fields.confirm === '1',
  };
}
