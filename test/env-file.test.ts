import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withEnvFile } from '../src/env-file.js';

// .env is read when present, and the real environment wins over it.

function envFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'bakery-env-')), '.env');
  writeFileSync(path, text);
  return path;
}

describe('.env', () => {
  it('leaves the environment as it is when there is no file', () => {
    const env = { PORT: '3000' };
    expect(withEnvFile(env, join(tmpdir(), 'no-such-dir-for-env', '.env'))).toEqual({ env, file: null, fromFile: [] });
  });

  it('adds what the file sets, comments and quotes understood', () => {
    const path = envFile('# the bakery\nPORT=8080\nMETRICS_TOKEN="a secret with spaces"\nexport LOG_LEVEL=debug\n');
    const read = withEnvFile({}, path);
    expect(read.env).toEqual({ PORT: '8080', METRICS_TOKEN: 'a secret with spaces', LOG_LEVEL: 'debug' });
    expect(read.file).toBe(path);
    expect(read.fromFile.sort()).toEqual(['LOG_LEVEL', 'METRICS_TOKEN', 'PORT']);
  });

  it('never replaces a variable the environment sets, even to an empty string', () => {
    const path = envFile('PORT=8080\nREDIS_URL=redis://cache:6379\nDATABASE_URL=postgres://u@db/bakery\n');
    const read = withEnvFile({ PORT: '9090', REDIS_URL: '' }, path);
    expect(read.env).toEqual({ PORT: '9090', REDIS_URL: '', DATABASE_URL: 'postgres://u@db/bakery' });
    expect(read.fromFile).toEqual(['DATABASE_URL']);
  });
});
