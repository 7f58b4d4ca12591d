import { systemClock } from '../clock.js';
import { ConfigError, loadConfig } from '../config.js';
import { storeCatalog } from '../db/catalog-repository.js';
import { openDatabase } from '../db/database.js';
import { withEnvFile } from '../env-file.js';
import { isAppError } from '../errors.js';
import { readCatalogFile } from './load-catalog-file.js';

// npm run catalog:import -- FILE
// Validates the whole file first: on any error it prints one line per bad field and changes
// nothing. Running servers on PostgreSQL pick the new version up within seconds; the embedded
// database belongs to one process, so stop the server before importing into it.

async function main(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    console.error('usage: npm run catalog:import -- FILE');
    return 2;
  }
  const config = loadConfig(withEnvFile(process.env).env);
  const catalog = await readCatalogFile(file);
  const database = await openDatabase(config.databaseUrl ? {
          databaseUrl: config.databaseUrl,
          maxConnections: 1,
          timeouts: { connectSeconds: config.databaseConnectTimeoutSeconds, statementMs: config.databaseStatementTimeoutMs },
        } : { dataDir: config.dataDir });
  try {
    const version = await storeCatalog(database.db, catalog, systemClock());
    console.log(`imported ${catalog.products.length} products as catalog version ${version}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (isAppError(error) && error.code === 'catalog_invalid') {
      console.error(`catalog not imported; nothing was changed. Fix these fields:\n${error.message}`);
    } else if (error instanceof ConfigError || (error as { code?: string }).code === 'data_dir_busy') {
      console.error((error as Error).message);
    } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`catalog not imported: no file at ${(error as NodeJS.ErrnoException).path}`);
    } else {
      console.error(`catalog not imported: ${(error as Error).message}`);
    }
    process.exit(1);
  },
);
