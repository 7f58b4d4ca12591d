import type { DateTime } from 'luxon';
import type { Db } from '../db/database.js';
import { latestCatalog, storeCatalog } from '../db/catalog-repository.js';
import { type Catalog, type Product, productFields } from './catalog-schema.js';
import { readCatalogFile, SAMPLE_CATALOG_PATH } from './load-catalog-file.js';

// The live catalog, held in memory with its menu JSON serialised and UTF-8 encoded once: the menu
// is the most-read resource and must cost no more than sending bytes. Another process may import
// a new version, so the provider looks for one every few seconds.

export type CatalogSnapshot = { catalog: Catalog; menuJson: Buffer; productsById: Map<string, Catalog['products'][number]> };

export type CatalogProvider = {
  current(): CatalogSnapshot;
  refresh(): Promise<boolean>;
  close(): void;
};

function snapshot(catalog: Catalog): CatalogSnapshot {
  const menu = {
    version: catalog.version,
    currency: catalog.currency,
    // JSONB does not keep key order: the spec's field order is restored for readers. The import
    // checked the products; a version stored under older rules must still load, so no new check.
    products: catalog.products.map(inSpecOrder),
    allergen_disclaimer: catalog.allergen_disclaimer,
  };
  return { catalog, menuJson: Buffer.from(JSON.stringify(menu)), productsById: new Map(catalog.products.map((p) => [p.id, p])) };
}

const PRODUCT_FIELDS = Object.keys(productFields.shape) as Array<keyof Product>;

function inSpecOrder(product: Product): Partial<Product> {
  return Object.fromEntries(PRODUCT_FIELDS.filter((field) => product[field] !== undefined).map((field) => [field, product[field]]));
}

/** Loads the live catalog, seeding the sample catalog into an empty database. */
export async function createCatalogProvider(
  db: Db,
  options: { now: () => DateTime; pollSeconds?: number; log?: { warn(details: object, message: string): void } },
): Promise<CatalogProvider> {
  let stored = await latestCatalog(db);
  if (!stored) {
    await storeCatalog(db, await readCatalogFile(SAMPLE_CATALOG_PATH), options.now());
    stored = await latestCatalog(db);
  }
  if (!stored) throw new Error('catalog could not be loaded');
  let seq = stored.seq;
  let current = snapshot(stored.catalog);

  const refresh = async () => {
    const newer = await latestCatalog(db, seq);
    if (!newer) return false;
    seq = newer.seq;
    current = snapshot(newer.catalog);
    return true;
  };
  const timer = options.pollSeconds
    ? setInterval(
        // The current version keeps serving; the next poll tries again.
        () => void refresh().catch((error: unknown) => options.log?.warn({ err: error }, 'catalog refresh failed; serving the version loaded before')),
        options.pollSeconds * 1000,
      ).unref()
    : null;

  return {
    current: () => current,
    refresh,
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
}
