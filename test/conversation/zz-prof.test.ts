import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
const counts = new Map<string, number>();
for (const m of ['query', 'exec', 'transaction'] as const) {
  const orig = (PGlite.prototype as any)[m];
  (PGlite.prototype as any)[m] = function (this: unknown, ...args: unknown[]) {
    const sql = typeof args[0] === 'string' ? args[0].replace(/\s+/g, ' ').slice(0, 90) : m;
    if (process.env.COUNT) counts.set(`${m}: ${sql}`, (counts.get(`${m}: ${sql}`) ?? 0) + 1);
    return orig.apply(this, args);
  };
}
import { createTestApp } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { AUTH_TOKEN, ACCOUNT_SID, PUBLIC_BASE_URL } from '../channels/helpers/twilio-webhook.js';
import { allScripts } from './scripts/corpus/index.js';
import { runScript } from './scripts/run-script.js';
it('prof', async () => {
  const database = await createTestDatabase();
  const t = await createTestApp({ database, env: { TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT_SID, PUBLIC_BASE_URL, CLOSED_DAYS: '' } });
  const scripts = allScripts.filter((s) => !s.closedDays).slice(0, Number(process.env.N ?? 400));
  const session = new Session(); session.connect();
  await session.post('Profiler.enable'); await session.post('Profiler.start');
  const start = performance.now(); let turns = 0;
  for (const s of scripts) { const run = await runScript(t, s); turns += run.turns.length; }
  const ms = performance.now() - start;
  const { profile } = await session.post('Profiler.stop');
  writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
  console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v} ${k}`).join('\n'));
  console.log(`PROF ${scripts.length} scripts, ${turns} turns, ${ms.toFixed(0)} ms, ${(ms / turns).toFixed(2)} ms/turn`);
  await t.close(); await database.drop();
}, 600_000);
