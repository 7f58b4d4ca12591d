import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalogProvider } from '../../src/catalog/catalog-provider.js';
import { SAMPLE_CATALOG_PATH } from '../../src/catalog/load-catalog-file.js';
import { openDatabase } from '../../src/db/database.js';
import { storeCatalog } from '../../src/db/catalog-repository.js';
import { parseCatalog } from '../../src/catalog/load-catalog-file.js';
import { fakeClock } from '../helpers/test-app.js';
import { migratedDataDir } from '../helpers/migrated-data-dir.js';
import { baseDatabaseUrl, createScratchDatabase, createTestDatabase, dropScratchDatabase } from '../helpers/test-database.js';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'bakery-import-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sample = JSON.parse(readFileSync(SAMPLE_CATALOG_PATH, 'utf8'));

// A hang (the import waiting for a connection it will never get) fails the test instead of stalling it.
const CLI_TIMEOUT_MS = 30_000;

async function importCli(file: string, dataDir: string, databaseUrl = '') {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'src/catalog/import-cli.ts', file], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      timeout: CLI_TIMEOUT_MS,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run catalog:import', () => {
  it('stores a valid file as a new version, and changes nothing for an invalid one', async () => {
    const dataDir = migratedDataDir(work);
    const good = join(work, 'good.json');
    writeFileSync(good, JSON.stringify({ ...sample, products: sample.products.map((p: { id: string; price_usd: number }) => (p.id === 'carrot-slice' ? { ...p, price_usd: 6.25 } : p)) }));
    const bad = join(work, 'bad.json');
    writeFileSync(bad, JSON.stringify({ ...sample, currency: 'EUR' }));

    const first = await importCli(good, dataDir);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/imported 16 products as catalog version \d{4}-\d{2}-\d{2}\.1/);

    const refused = await importCli(bad, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was changed');
    expect(refused.stderr).toContain('currency: must be USD');

    const database = await openDatabase({ dataDir });
    const catalogs = await createCatalogProvider(database.db, { now: fakeClock() });
    expect(catalogs.current().catalog.version).toMatch(/\.1$/);
    expect(catalogs.current().productsById.get('carrot-slice')?.price_usd).toBe(6.25);
    await database.close();
  }, 60_000);
});

describe.skipIf(!baseDatabaseUrl)('npm run catalog:import on PostgreSQL', () => {
  it('imports over its single connection, and a running server picks the version up', async () => {
    const url = await createScratchDatabase();
    const server = await openDatabase({ databaseUrl: url, maxConnections: 3 });
    try {
      const catalogs = await createCatalogProvider(server.db, { now: fakeClock() });
      const good = join(work, 'pg-good.json');
      writeFileSync(good, JSON.stringify({ ...sample, products: sample.products.map((p: { id: string; price_usd: number }) => (p.id === 'carrot-slice' ? { ...p, price_usd: 6.5 } : p)) }));

      const imported = await importCli(good, join(work, 'unused'), url);
      expect(imported.stderr).toBe('');
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(/imported 16 products as catalog version \d{4}-\d{2}-\d{2}\.\d+/);

      expect(await catalogs.refresh()).toBe(true);
      expect(catalogs.current().productsById.get('carrot-slice')?.price_usd).toBe(6.5);
      catalogs.close();
    } finally {
      await server.close();
      await dropScratchDatabase(url);
    }
  }, 60_000);
});

describe('the live catalog', () => {
  it('running servers pick up a newly imported version', async () => {
    const database = await createTestDatabase();
    const clock = fakeClock();
    const catalogs = await createCatalogProvider(database.db, { now: clock });
    const before = catalogs.current().catalog.version;
    const edited = { ...sample, products: sample.products.filter((p: { id: string }) => p.id !== 'lemon-slice') };
    const version = await storeCatalog(database.db, parseCatalog(JSON.stringify(edited)), clock());
    expect(version).not.toBe(before);
    expect(await catalogs.refresh()).toBe(true);
    expect(catalogs.current().catalog.version).toBe(version);
    expect(catalogs.current().menuJson.toString()).not.toContain('lemon-slice');
    expect(await catalogs.refresh()).toBe(false);
    catalogs.close();
    await database.drop();
  });

  it('a version stored under older import rules still loads: rules are checked at import, not at start', async () => {
    const database = await createTestDatabase();
    const clock = fakeClock();
    // Today's import refuses a slice that lists its large size first; an older import took it.
    const older = { ...sample, products: sample.products.map((p: { id: string }) => (p.id === 'chocolate-fudge-slice' ? { ...p, sizes: ['large', 'regular'] } : p)) };
    expect(() => parseCatalog(JSON.stringify(older))).toThrow(/list regular first/);
    const version = await storeCatalog(database.db, older, clock());
    const catalogs = await createCatalogProvider(database.db, { now: clock });
    expect(catalogs.current().catalog.version).toBe(version);
    expect(Object.keys(JSON.parse(catalogs.current().menuJson.toString()).products[0])).toEqual(Object.keys(sample.products[0]).filter((key) => key !== 'aliases'));
    catalogs.close();
    await database.drop();
  });
});
