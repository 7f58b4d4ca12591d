import { parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

// PGlite parses, describes and plans every query afresh, in six calls into its WebAssembly, where
// PostgreSQL (through postgres.js) keeps a prepared statement per connection. On the embedded
// database that cost most of a conversation turn: a turn's five statements took 6-8 ms, and the
// batched writes' data-modifying CTEs over 2 ms each. This client prepares each distinct query
// text once, as a named statement, and then runs it with one call (bind, describe, execute, sync):
// a third of the time for those CTEs, half for a one-row select.
//
// Only queries outside a transaction take this path: a transaction's queries go through the
// `tx` PGlite hands its callback, unchanged.

/** Distinct texts kept prepared; past this, queries run the ordinary way (texts that vary, like `in (...)` lists of changing length, must not grow it forever). */
const MAX_PREPARED = 256;

type Prepared = { name: string; paramTypes: number[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The same client, whose top-level `query` runs each distinct text as a named prepared statement. */
export function withPreparedStatements(client: PGlite): PGlite {
  const prepared = new Map<string, Prepared>();
  // Never reused, even after a text failed to prepare part way.
  let sequence = 0;

  // Both of PGlite's locks, as its own top-level query takes them: no transaction is open while
  // this runs, and no other query interleaves with its protocol messages.
  const exclusively = <T>(run: () => Promise<T>): Promise<T> => client._runExclusiveTransaction(() => client.runExclusive(run));

  async function prepare(text: string): Promise<Prepared> {
    sequence += 1;
    const name = `bakery_${sequence}`;
    const { messages } = await client.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  function encode(params: unknown[], paramTypes: number[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index] as number;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  // PGlite merges a query's own parsers (drizzle gives every query a few) into a copy of its
  // 318 default ones on every query, which took 7 % of a conversation turn. Looked up through the
  // defaults instead, they cost a few assignments.
  function parsersFor(options: QueryOptions | undefined): PGlite['parsers'] {
    if (!options?.parsers) return client.parsers;
    return Object.assign(Object.create(client.parsers) as PGlite['parsers'], options.parsers);
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || (!prepared.has(text) && prepared.size >= MAX_PREPARED)) return client.query<T>(text, params, options);
    await client._checkReady();
    return exclusively(async () => {
      let statement = prepared.get(text);
      if (!statement) {
        try {
          statement = await prepare(text);
        } catch {
          // A text PostgreSQL will not prepare runs the ordinary way, which reports its error
          // with the query attached, as every other query error is reported.
          return undefined;
        }
      }
      const values = encode(params, statement.paramTypes, options);
      try {
        const { messages } = await client.execProtocol(
          concat([serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
          { syncToFs: false },
        );
        await client.syncToFs();
        return parse.parseResults(messages, parsersFor(options), { ...options, parsers: undefined })[0] as Results<T>;
      } catch (error) {
        throw Object.assign(error as Error, { query: text, params, queryOptions: options });
      }
    }).then((results) => results ?? client.query<T>(text, params, options));
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields, which exist only on the client itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
