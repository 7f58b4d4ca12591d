import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';

// vitest globalSetup: on the embedded database, a fresh PGlite costs an initdb (several seconds of
// CPU) and the migrations on top. They run once here; every test database then starts from the
// dump of that migrated database (test/helpers/test-database.ts). The dump is kept between runs,
// named by the migrations and the PGlite version that made it, so a changed migration makes a
// new one. Opening a snapshot still runs the migrator, which then finds nothing to do.
// The same database is also kept as a data directory, which tests that start the server or a CLI
// in a process of its own copy into their DATA_DIR (test/helpers/migrated-data-dir.ts): there is
// no other way to hand a snapshot to another process, and each would otherwise run its own initdb.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data directory (a tar), or null on PostgreSQL. */
    pgliteSnapshot: string | null;
    /** A migrated PGlite data directory to copy, on every run (spawned processes use PGlite too). */
    pgliteDataDir: string;
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const cacheDir = join(root, 'node_modules', '.cache', 'bakery-test-pglite');

export default async function setup(project: TestProject): Promise<void> {
  const key = snapshotKey();
  const file = join(cacheDir, `migrated-${key}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    const database = await openDatabase({ pglite: client });
    await expectNoRows(client);
    const dump = await client.dumpDataDir('none');
    await database.close();
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  const dataDir = join(cacheDir, `migrated-${key}`);
  if (!existsSync(dataDir)) {
    const partial = `${dataDir}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    const client = new PGlite(partial, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.waitReady;
    await client.close();
    renameSync(partial, dataDir);
  }
  project.provide('pgliteSnapshot', loadConfig(process.env).databaseUrl ? null : file);
  project.provide('pgliteDataDir', dataDir);
}

/** Test databases are reset by emptying their tables, which is only right if migrating stores no rows. */
async function expectNoRows(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`);
  for (const { name } of rows) {
    const [{ count }] = (await client.query<{ count: number }>(`select count(*)::int as count from ${name}`)).rows as [{ count: number }];
    if (count !== 0) throw new Error(`the migrations store rows in ${name}: test/helpers/test-database.ts must restore them when it empties a database`);
  }
}

/** What the snapshot depends on: every file under drizzle/ and the PGlite version. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(`${path.slice(root.length)}\n`).update(readFileSync(path));
    }
  };
  walk(join(root, 'drizzle'));
  return hash.digest('hex').slice(0, 16);
}
