import { readFileSync } from 'node:fs';
import type { Catalog } from '../../src/catalog/catalog-schema.js';
import { parseCatalog, SAMPLE_CATALOG_PATH } from '../../src/catalog/load-catalog-file.js';

export function sampleCatalog(): Catalog {
  return { ...parseCatalog(readFileSync(SAMPLE_CATALOG_PATH, 'utf8')), version: 'test.1' };
}
