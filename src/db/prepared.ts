import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './database.js';

// drizzle rebuilds a query's SQL text on every call, and in an SMS turn that cost more CPU than
// anything else. A hot statement is built once per database handle with placeholders instead.

/** Builds a set of prepared statements once per database handle (or transaction). */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}

// Placeholders bypass drizzle's column encoders, so values are passed already encoded (ISO
// strings, JSON text) and cast in SQL; both postgres.js and PGlite then agree on their types.

export function instantParam(name: string): SQL {
  return sql`${sql.placeholder(name)}::timestamptz`;
}

export function jsonParam(name: string): SQL {
  return sql`${sql.placeholder(name)}::jsonb`;
}

export function textParam(name: string): SQL {
  return sql`${sql.placeholder(name)}::text`;
}
