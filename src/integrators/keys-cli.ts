import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createIntegratorKey, listIntegratorKeys, revokeIntegratorKey } from '../db/integrator-keys-repository.js';

// npm run keys -- create NAME [--limit N]   creates a key and prints it once
// npm run keys -- revoke ID_OR_NAME         revokes it at once
// npm run keys -- list                      lists keys (never the keys themselves)
// Like the catalog import, it opens the database the service uses; the embedded database belongs
// to one process, so stop the server first when it runs on DATA_DIR.

const USAGE = 'usage: npm run keys -- create NAME [--limit ORDERS_PER_WINDOW] | revoke ID_OR_NAME | list';
export const DEFAULT_KEY_ORDER_LIMIT = 60;

type Command = { kind: 'create'; name: string; orderLimit: number } | { kind: 'revoke'; idOrName: string } | { kind: 'list' };

export function parseKeysCommand(argv: string[]): Command | string {
  const [verb, ...rest] = argv;
  if (verb === 'list' && rest.length === 0) return { kind: 'list' };
  if (verb === 'revoke' && rest.length === 1) return { kind: 'revoke', idOrName: rest[0] as string };
  if (verb === 'create') {
    const limitAt = rest.indexOf('--limit');
    let orderLimit = DEFAULT_KEY_ORDER_LIMIT;
    if (limitAt >= 0) {
      const value = Number(rest[limitAt + 1]);
      if (!Number.isInteger(value) || value < 1 || value > 1_000_000) return '--limit must be a whole number from 1 to 1000000';
      orderLimit = value;
      rest.splice(limitAt, 2);
    }
    const name = rest.join(' ').trim();
    if (!name || name.length > 100) return 'NAME is required (at most 100 characters)';
    return { kind: 'create', name, orderLimit };
  }
  return USAGE;
}

async function main(argv: string[]): Promise<number> {
  const command = parseKeysCommand(argv);
  if (typeof command === 'string') {
    console.error(command === USAGE ? USAGE : `${command}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, maxConnections: 1 } : { dataDir: config.dataDir });
  try {
    switch (command.kind) {
      case 'create': {
        const created = await createIntegratorKey(database.db, command, systemClock());
        console.log(`created ${created.id} "${created.name}", ${created.orderLimit} orders per ${config.orderRateLimit.windowSeconds} s`);
        console.log(`key (shown only now; send it as Authorization: Bearer <key>):\n${created.key}`);
        return 0;
      }
      case 'revoke': {
        const revoked = await revokeIntegratorKey(database.db, command.idOrName, systemClock());
        if (revoked.length === 0) {
          console.error(`no active key has the id or name "${command.idOrName}"`);
          return 1;
        }
        for (const key of revoked) console.log(`revoked ${key.id} "${key.name}"`);
        return 0;
      }
      case 'list': {
        const keys = await listIntegratorKeys(database.db);
        if (keys.length === 0) console.log('no integrator keys');
        for (const key of keys) {
          const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'active';
          console.log(`${key.id}\t${key.keyPrefix}…\t${key.name}\t${key.orderLimit}/window\t${state}\tcreated ${key.createdAt.toISOString()}`);
        }
        return 0;
      }
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || (error as { code?: string }).code === 'data_dir_busy' ? (error as Error).message : `keys: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
