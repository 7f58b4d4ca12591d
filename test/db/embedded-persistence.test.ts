import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { DataDirBusyError } from '../../src/db/data-dir-lock.js';
import { anOrder, createTestApp } from '../helpers/test-app.js';
import type { TestDatabase } from '../helpers/test-database.js';

const dataDir = mkdtempSync(join(tmpdir(), 'bakery-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function embedded(): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir });
  return { ...database, url: null, drop: () => database.close() };
}

describe('the embedded database under DATA_DIR', () => {
  it('keeps orders across a restart', async () => {
    const first = await embedded();
    const before = await createTestApp({ database: first });
    const placed = (await before.app.inject({ method: 'POST', url: '/api/order', payload: anOrder() })).json();
    await before.close();
    await first.close();

    const second = await embedded();
    const after = await createTestApp({ database: second });
    const status = await after.app.inject({ method: 'GET', url: `/api/order/${placed.order_id}` });
    expect(status.statusCode).toBe(200);
    expect(status.json().status).toBe('confirmed');
    // The sample catalog is loaded once, not again on every start.
    expect((await after.app.inject({ method: 'GET', url: '/api/menu' })).json().version).toMatch(/\.1$/);
    await after.close();
    await second.close();
  });

  it('refuses a second process on the same directory', async () => {
    const database = await embedded();
    const { writeFileSync } = await import('node:fs');
    // Pretend another live process (our parent) holds the directory.
    writeFileSync(join(dataDir, 'gateway.pid'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirBusyError);
    writeFileSync(join(dataDir, 'gateway.pid'), String(process.pid));
    await database.close();
  });
});
