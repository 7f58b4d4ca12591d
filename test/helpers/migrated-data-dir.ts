import { cpSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR holding an embedded database already migrated (a copy of the one
 * test/helpers/pglite-snapshot.ts keeps), for a server or CLI started in a process of its own:
 * it opens in about a second instead of running initdb. Tests whose subject is a first start on
 * an empty DATA_DIR (test/db/embedded-persistence.test.ts) use an empty directory instead.
 */
export function migratedDataDir(parent: string): string {
  const dir = join(mkdtempSync(join(parent, 'data-')), 'pgdata');
  cpSync(inject('pgliteDataDir'), dir, { recursive: true });
  return dir;
}
