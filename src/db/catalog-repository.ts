import { desc, gt } from 'drizzle-orm';
import type { DateTime } from 'luxon';
import type { Catalog, CatalogFile } from '../catalog/catalog-schema.js';
import { BAKERY_ZONE } from '../orders/bakery-zone.js';
import type { Db } from './database.js';
import { catalogVersions } from './schema.js';

export type StoredCatalog = { seq: number; catalog: Catalog };

export async function latestCatalog(db: Db, newerThan = 0): Promise<StoredCatalog | null> {
  const [row] = await db
    .select()
    .from(catalogVersions)
    .where(gt(catalogVersions.seq, newerThan))
    .orderBy(desc(catalogVersions.seq))
    .limit(1);
  return row ? { seq: row.seq, catalog: { ...row.catalog, version: row.version } } : null;
}

/**
 * Stores a validated catalog as the new live version. Versions read "YYYY-MM-DD.N": the import
 * date in Central Time and a counter over all imports, so they sort and say when they came.
 */
export async function storeCatalog(db: Db, file: CatalogFile, now: DateTime): Promise<string> {
  const { version: _ignored, ...catalog } = file;
  return db.transaction(async (tx) => {
    const [last] = await tx.select({ seq: catalogVersions.seq }).from(catalogVersions).orderBy(desc(catalogVersions.seq)).limit(1);
    const version = `${now.setZone(BAKERY_ZONE).toISODate()}.${(last?.seq ?? 0) + 1}`;
    await tx.insert(catalogVersions).values({ version, catalog, importedAt: now.toJSDate() });
    return version;
  });
}
