import { existsSync, readFileSync } from 'node:fs';
import type { Result } from 'autocannon';
import { join } from 'node:path';
import {
  appEnv,
  budget,
  createScratchDatabase,
  formatTable,
  freePort,
  HOST,
  loadNote,
  positiveInt,
  ROOT,
  runBench,
  startChild,
  waitUntilOk,
} from './harness.js';
import { cannon, CONNECTIONS, failures, orderLoad } from './load.js';

// npm run bench:memory: the server's resident memory under sustained order load. The app runs on
// a scratch PostgreSQL database while autocannon sends new orders (50 connections) for
// BENCH_MEMORY_SECONDS (default 300); VmRSS of the server process is read from /proc every
// BENCH_MEMORY_SAMPLE_SECONDS (default 5). Reported: start (idle, before the load), peak, end, and
// the slope of a least-squares line through the samples after the first fifth of the run (the
// warm-up: JIT, pools, caches filling), in MB per minute.
// Targets: peak <= 250 MB, and no growth: a slope of at most +1 MB/min (5 MB over the default run).
// Memory handed back (a falling slope, as the garbage collector settles) is not growth.
// BENCH_MEMORY_BUILT=1 measures the built server (dist/src/server.js, as `npm start` runs it; run
// `npm run build` first) instead of src/server.ts through tsx, whose compiler and source maps live
// in the same process and weigh a few tens of MB. BENCH_MEMORY_NODE_OPTIONS is given to the
// server as NODE_OPTIONS (say --max-old-space-size=128, to see what a heap cap does).

const SECONDS = positiveInt(process.env.BENCH_MEMORY_SECONDS, 300, 'BENCH_MEMORY_SECONDS');
const SAMPLE_SECONDS = positiveInt(process.env.BENCH_MEMORY_SAMPLE_SECONDS, 5, 'BENCH_MEMORY_SAMPLE_SECONDS');
const POOL_SIZE = positiveInt(process.env.BENCH_POOL_SIZE, 3, 'BENCH_POOL_SIZE');
const BUILT = process.env.BENCH_MEMORY_BUILT === '1';
const TARGETS = { peakMb: 250, slopeMbPerMinute: 1 };
const CHUNK_SECONDS = 10;
const NODE_OPTIONS = process.env.BENCH_MEMORY_NODE_OPTIONS ?? '';
budget(SECONDS + 180);

type Sample = { seconds: number; rssMb: number; load: string };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/** Least-squares slope of rss against time, in MB per minute. */
function slope(samples: Sample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.seconds, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.rssMb, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.seconds - meanX) * (s.rssMb - meanY), 0);
  const variance = samples.reduce((sum, s) => sum + (s.seconds - meanX) ** 2, 0);
  return variance === 0 ? 0 : (covariance / variance) * 60;
}

async function main(): Promise<void> {
  const entry = BUILT ? join(ROOT, 'dist', 'src', 'server.js') : 'src/server.ts';
  if (BUILT && !existsSync(entry)) throw new Error('BENCH_MEMORY_BUILT=1 needs a build: npm run build');
  console.log(`bench:memory: ${entry}${NODE_OPTIONS ? ` with NODE_OPTIONS=${NODE_OPTIONS}` : ''}, ${SECONDS} s of order load, ${CONNECTIONS} connections, RSS every ${SAMPLE_SECONDS} s (${loadNote()})`);
  const url = await createScratchDatabase('bakery_memory');
  const port = await freePort();
  const appUrl = `http://${HOST}:${port}`;
  const app = startChild('app', [entry], appEnv(port, url, { DATABASE_POOL_SIZE: String(POOL_SIZE), ...(NODE_OPTIONS ? { NODE_OPTIONS } : {}) }), {
    tsx: !BUILT,
    logLines: 12,
  });
  await waitUntilOk(`${appUrl}/readyz`, app);
  const pid = app.pid;
  if (pid === undefined) throw new Error('the server has no pid');

  const idleMb = rssMb(pid);
  const samples: Sample[] = [];
  const began = Date.now();
  const sample = () => {
    const taken = { seconds: (Date.now() - began) / 1000, rssMb: rssMb(pid), load: loadNote() };
    samples.push(taken);
    process.stdout.write(`${taken.seconds.toFixed(0)} s ${taken.rssMb.toFixed(0)} MB; `);
  };
  const timer = setInterval(sample, SAMPLE_SECONDS * 1000);
  // In runs of CHUNK_SECONDS, each on new connections: the server closes a keep-alive socket after
  // 1,000 requests (maxRequestsPerSocket) and answers 503 to what follows on it, and autocannon
  // keeps sending on the socket rather than reconnecting, as real clients would.
  let made = 0;
  const chunks: Result[] = [];
  while ((Date.now() - began) / 1000 < SECONDS - 1) {
    const orders = orderLoad(appUrl, made);
    chunks.push(await cannon({ ...orders.options, duration: Math.min(CHUNK_SECONDS, Math.ceil(SECONDS - (Date.now() - began) / 1000)) }));
    made += orders.used();
  }
  clearInterval(timer);
  sample();
  const seconds = (Date.now() - began) / 1000;
  const answered = chunks.reduce((sum, chunk) => sum + chunk['2xx'], 0);
  const failed = chunks.reduce((sum, chunk) => sum + failures(chunk), 0);
  const p99s = chunks.map((chunk) => chunk.latency.p99).sort((a, b) => a - b);

  const settled = samples.filter((s) => s.seconds >= SECONDS / 5);
  const peak = Math.max(idleMb, ...samples.map((s) => s.rssMb));
  const end = samples[samples.length - 1]?.rssMb ?? idleMb;
  const perMinute = slope(settled);
  const every = Math.max(1, Math.round(samples.length / 20));
  const rows = samples
    .filter((_, index) => index % every === 0 || index === samples.length - 1)
    .map((s) => [s.seconds.toFixed(0), s.rssMb.toFixed(1), s.load]);
  console.log(`\n${formatTable(['seconds', 'RSS MB', 'load'], rows)}`);
  console.log(
    `\norders: ${(answered / seconds).toFixed(0)} 2xx/s over ${chunks.length} runs of up to ${CHUNK_SECONDS} s; p99 ${p99s[Math.floor(p99s.length / 2)]?.toFixed(1)} ms (median of the runs), worst ${p99s[p99s.length - 1]?.toFixed(1)} ms; ${answered} answered 2xx, ${failed} failed`,
  );
  console.log(`RSS: idle ${idleMb.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, end ${end.toFixed(1)} MB; slope after the first fifth ${perMinute.toFixed(2)} MB/min (${loadNote()})`);
  console.log(`${peak <= TARGETS.peakMb ? 'met         ' : 'TARGET MISSED'}  peak RSS <= ${TARGETS.peakMb} MB`);
  console.log(`${perMinute <= TARGETS.slopeMbPerMinute ? 'met         ' : 'TARGET MISSED'}  no growth: slope at most +${TARGETS.slopeMbPerMinute} MB/min`);
}

await runBench(main);
