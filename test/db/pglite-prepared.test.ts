import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from '../../src/db/pglite-prepared.js';
import { migratedDataDir } from '../helpers/migrated-data-dir.js';

// The embedded database's queries run as named prepared statements (src/db/pglite-prepared.ts).
// They must answer exactly as PGlite's own query does: same rows and types, same errors, same
// locking around transactions, and what they write must reach the data directory.

let plain: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  plain = new PGlite();
  prepared = withPreparedStatements(plain);
  await plain.exec(`create table things (id text primary key, n numeric, doc jsonb, at timestamptz, flag boolean)`);
});
afterAll(() => plain.close());

describe('queries on the embedded database as prepared statements', () => {
  it('answer with the same rows and types as an ordinary query, every time a text is run again', async () => {
    const insert = 'insert into things values ($1, $2, $3, $4, $5) returning *';
    const at = new Date('2026-11-20T16:00:00Z');
    const first = await prepared.query(insert, ['a', 1.5, { cakes: ['lemon'] }, at, true]);
    const second = await prepared.query(insert, ['b', null, null, null, false]);
    expect(first.rows).toEqual([{ id: 'a', n: '1.5', doc: { cakes: ['lemon'] }, at, flag: true }]);
    expect(second.rows).toEqual([{ id: 'b', n: null, doc: null, at: null, flag: false }]);
    const select = 'select id, doc, at from things where id = any($1::text[]) order by id';
    expect((await prepared.query(select, [['a', 'b']])).rows).toEqual((await plain.query(select, [['a', 'b']])).rows);
    expect(second.affectedRows).toBe(1);
  });

  it('keep the row mode and the parsers a query asks for, over the defaults', async () => {
    const result = await prepared.query<unknown[]>('select id, at from things where id = $1', ['a'], {
      rowMode: 'array',
      parsers: { 1184: (value: string) => `raw ${value}` },
    });
    expect(result.rows).toEqual([['a', 'raw 2026-11-20 16:00:00+00']]);
    // The defaults are untouched for the next query.
    expect((await prepared.query<{ at: Date }>('select at from things where id = $1', ['a'])).rows[0]?.at).toBeInstanceOf(Date);
  });

  it('fail with PostgreSQL’s error and SQLSTATE, and go on working after it', async () => {
    const insert = 'insert into things (id) values ($1)';
    await prepared.query(insert, ['dup']);
    await expect(prepared.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(prepared.query('selec nothing')).rejects.toMatchObject({ code: '42601' });
    expect((await prepared.query('select count(*)::int as n from things where id = $1', ['dup'])).rows).toEqual([{ n: 1 }]);
  });

  it('wait for an open transaction instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = plain.transaction(async (tx) => {
      await tx.query(`insert into things (id) values ('in-tx')`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const outside = prepared.query('select count(*)::int as n from things where id = $1', ['in-tx']);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('still run texts past the number kept prepared', async () => {
    for (let index = 0; index < 300; index++) {
      expect((await prepared.query(`select $1::int + ${index} as n`, [1])).rows).toEqual([{ n: index + 1 }]);
    }
  });
});

describe('writes through prepared statements on a data directory', () => {
  // A copy of the migrated snapshot: what is under test is the write reaching the directory, and
  // opening an existing directory skips initdb (several seconds).
  const parent = mkdtempSync(join(tmpdir(), 'bakery-prepared-'));
  const dataDir = migratedDataDir(parent);
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('are there when the directory is opened again', async () => {
    const first = new PGlite(dataDir);
    await first.exec('create table kept (id text primary key)');
    await withPreparedStatements(first).query('insert into kept values ($1)', ['order-1']);
    await first.close();
    const second = new PGlite(dataDir);
    expect((await second.query('select id from kept')).rows).toEqual([{ id: 'order-1' }]);
    await second.close();
  });
});
