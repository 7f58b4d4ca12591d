import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { appError } from '../errors.js';
import { fieldPath } from '../field-path.js';
import { type CatalogFile, catalogFileSchema } from './catalog-schema.js';

export const SAMPLE_CATALOG_PATH = fileURLToPath(new URL('./sample-catalog.json', import.meta.url));

/** Parses and validates a catalog; the error lists every bad field with its path. */
export function parseCatalog(text: string): CatalogFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw appError('catalog_invalid', { problems: `not valid JSON: ${(error as Error).message}` });
  }
  const parsed = catalogFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${formatPath(issue.path, json)}: ${issue.message}`);
  throw appError('catalog_invalid', { problems: problems.join('\n') });
}

export async function readCatalogFile(path: string): Promise<CatalogFile> {
  return parseCatalog(await readFile(path, 'utf8'));
}

// "products[3] (carrot-whole).price_usd" says which product to fix better than the index alone.
function formatPath(path: PropertyKey[], json: unknown): string {
  const text = fieldPath(path);
  const index = path[1];
  if (path[0] === 'products' && typeof index === 'number') {
    const id = (json as { products?: { id?: unknown }[] } | null)?.products?.[index]?.id;
    if (typeof id === 'string') return text.replace(`products[${index}]`, `products[${index}] (${id})`);
  }
  return text || '(file)';
}
