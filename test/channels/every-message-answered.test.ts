import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf, transcript } from '../conversation/scripts/check-script.js';
import { runScript } from '../conversation/scripts/run-script.js';
import type { Script, ScriptChannel, Step } from '../conversation/scripts/script-types.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { ACCOUNT_SID, AUTH_TOKEN, PUBLIC_BASE_URL } from './helpers/twilio-webhook.js';

// Random messages through the real webhooks of every channel: each gets a non-empty answer (a
// TwiML <Message>, a spoken <Say>, a chat message), never a 5xx, never a safety breach.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT_SID, PUBLIC_BASE_URL } });
});
afterAll(() => t.close());

const words = [
  'hi', '2 carrot slices', 'the red velvet', 'tomorrow at 3', 'pickup', 'delivery', 'Dana', 'yes', 'no', '2', 'the whole one', 'menu', 'hours',
  'a latte', 'allergic to nuts', 'is it nut free?', 'how much is a slice of lemon', 'do you have tiramisu', 'cancel', 'start over', 'status',
  'ord_zzzz', '???', '🎂', 'ok', 'thanks', 'write Happy Birthday on it', 'a custom cake', '512 555 0101',
];
const text = fc.oneof(fc.constantFrom(...words), fc.string({ maxLength: 30 }).filter((s) => s.trim().length > 0 && !/^(stop|stopall|unsubscribe|cancel|end|quit|revoke|optout|start|unstop|help|info)$/i.test(s.trim())));
const voiceStep: fc.Arbitrary<Step> = fc.oneof(text, fc.constantFrom<Step>({ press: '1' }, { press: '2' }, { press: '7' }, { silence: true }));

describe('every message is answered, on every channel', () => {
  for (const channel of ['sms', 'whatsapp', 'voice', 'webchat'] as ScriptChannel[]) {
    it(channel, async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(channel === 'voice' ? voiceStep : text, { minLength: 1, maxLength: 6 }), async (steps) => {
          n += 1;
          const script: Script = { id: `random-${channel}-${n}`, category: 'random', channel, steps, expect: {} };
          const run = await runScript(t, script);
          const problems = problemsOf(script, run, t.catalogs.current().catalog);
          expect(problems, transcript(run)).toEqual([]);
        }),
        { numRuns: 25 },
      );
    });
  }
});
