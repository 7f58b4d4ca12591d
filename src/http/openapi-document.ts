// The finishing pass over the generated OpenAPI document: component names, the 429 header and
// the statement that no authentication is used. Pure functions over plain JSON, so a test can
// check them without an app.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };
export type OpenApiDocument = JsonObject & { paths?: JsonObject; components?: JsonObject };

const REF_PREFIX = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

function refsIn(value: Json | undefined, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(REF_PREFIX)) found.add(child.slice(REF_PREFIX.length));
      else refsIn(child, found);
    }
  }
  return found;
}

function renameRefs(value: Json, names: Map<string, string>): Json {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, names));
  if (value === null || typeof value !== 'object') return value;
  const result: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(REF_PREFIX)) {
      const name = child.slice(REF_PREFIX.length);
      result[key] = REF_PREFIX + (names.get(name) ?? name);
    } else result[key] = renameRefs(child, names);
  }
  return result;
}

/**
 * fastify-type-provider-zod emits every registered schema twice, `X` (as responses read it) and
 * `XInput` (as requests write it). Keeps only the components the operations reach, and gives a
 * request-only schema its own name: `CreateOrder`, not `CreateOrderInput` beside an unused
 * `CreateOrder`. When both are used and identical, one is kept.
 */
export function tidyComponents(doc: OpenApiDocument): OpenApiDocument {
  const schemas = (doc.components?.schemas ?? {}) as JsonObject;
  const used = new Set<string>();
  const queue = [...refsIn(doc.paths)];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  const names = new Map<string, string>();
  for (const name of used) {
    if (!name.endsWith(INPUT_SUFFIX)) continue;
    const plain = name.slice(0, -INPUT_SUFFIX.length);
    if (!(plain in schemas)) continue;
    if (!used.has(plain)) names.set(name, plain);
  }
  for (const name of used) {
    if (!name.endsWith(INPUT_SUFFIX) || names.has(name)) continue;
    const plain = name.slice(0, -INPUT_SUFFIX.length);
    if (!used.has(plain)) continue;
    const input = JSON.stringify(renameRefs(schemas[name] as Json, names));
    if (input === JSON.stringify(renameRefs(schemas[plain] as Json, names))) names.set(name, plain);
  }
  const kept: JsonObject = {};
  for (const name of [...used].sort()) {
    const target = names.get(name) ?? name;
    if (!(target in kept)) kept[target] = renameRefs(schemas[name] as Json, names);
  }
  const { components = {}, ...rest } = doc;
  const tidied = renameRefs(rest, names) as OpenApiDocument;
  const otherComponents = { ...(components as JsonObject) };
  delete otherComponents.schemas;
  return { ...tidied, components: { ...otherComponents, schemas: kept } };
}

const RETRY_AFTER: JsonObject = {
  description: 'Whole seconds to wait before sending again.',
  schema: { type: 'integer', minimum: 1 },
  example: 42,
};

const RETRY_AFTER_PAUSED: JsonObject = {
  description: 'ordering_paused: whole seconds until the resume time the bakery set, absent when it set none. database_unavailable: whole seconds to wait before retrying with the same Idempotency-Key.',
  schema: { type: 'integer', minimum: 1 },
  example: 7200,
};

/** Every 429 says when to come back, and a 503 (ordering paused) does when it knows. */
export function addRetryAfter(doc: OpenApiDocument): OpenApiDocument {
  const paths = structuredClone(doc.paths ?? {}) as Record<string, Record<string, JsonObject>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const responses = operation.responses as Record<string, JsonObject> | undefined;
      const limited = responses?.['429'];
      if (limited) limited.headers = { ...((limited.headers as JsonObject | undefined) ?? {}), 'Retry-After': RETRY_AFTER };
      const paused = responses?.['503'];
      if (paused) paused.headers = { ...((paused.headers as JsonObject | undefined) ?? {}), 'Retry-After': RETRY_AFTER_PAUSED };
    }
  }
  return { ...doc, paths: paths as unknown as JsonObject };
}

/** What is attached to one operation: the request body's examples and each response's. */
export type OperationExamples = {
  request?: Record<string, { summary: string; value: unknown }>;
  responses: Record<string, Record<string, { summary: string; value: unknown }>>;
  parameters?: Record<string, unknown>;
};

/** Puts examples (by operationId) on the JSON media types of requests and responses. */
export function addExamples(doc: OpenApiDocument, examples: Record<string, OperationExamples>): OpenApiDocument {
  const paths = structuredClone(doc.paths ?? {}) as Record<string, Record<string, Record<string, any>>>;
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const wanted = examples[operation.operationId as string];
      if (!wanted) continue;
      const requestMedia = operation.requestBody?.content?.['application/json'];
      if (requestMedia && wanted.request) requestMedia.examples = wanted.request;
      for (const [status, response] of Object.entries(operation.responses ?? {}) as Array<[string, any]>) {
        const media = response.content?.['application/json'];
        const responseExamples = wanted.responses[status];
        if (media && responseExamples) media.examples = responseExamples;
      }
      for (const parameter of operation.parameters ?? []) {
        if (wanted.parameters && parameter.name in wanted.parameters) parameter.example = wanted.parameters[parameter.name];
      }
    }
  }
  return { ...doc, paths: paths as unknown as JsonObject };
}
