/** The operations of an OpenAPI 3.0 document, reduced to what a client can put in a request. */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
}

export interface Field {
  name: string;
  in: 'path' | 'query' | 'header' | 'body';
  schema: Schema;
  required: boolean;
}

export interface Operation {
  method: Method;
  /** The path template, e.g. `/api/coins/{id}`. */
  path: string;
  /** `GET /api/coins/{id}`. */
  key: string;
  operationId: string;
  /** Whether the document names a security scheme (the session cookie) for it. */
  secured: boolean;
  fields: Field[];
  body: 'json' | 'multipart' | null;
  /** The body's schema, its $refs resolved. */
  bodySchema: Schema | null;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

interface RawOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

export function resolve(schema: Schema, document: Document): Schema {
  if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}, document);
  if (schema.allOf?.length === 1) return { ...resolve(schema.allOf[0], document), ...schema, allOf: undefined };
  return schema;
}

/** Every operation of the document, in document order. */
export function operationsOf(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const fields: Field[] = (raw.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({ name: p.name, in: p.in as Field['in'], schema: { example: p.example, ...resolve(p.schema ?? {}, document) }, required: Boolean(p.required) }));
      let body: Operation['body'] = null;
      let bodySchema: Schema | null = null;
      const content = raw.requestBody?.content ?? {};
      const type = Object.keys(content)[0];
      if (type) {
        body = type === 'multipart/form-data' ? 'multipart' : 'json';
        bodySchema = resolve(content[type].schema, document);
        const required = new Set(bodySchema.required ?? []);
        for (const [name, schema] of Object.entries(bodySchema.properties ?? {})) {
          fields.push({ name, in: 'body', schema: resolve(schema, document), required: required.has(name) });
        }
      }
      operations.push({
        method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        operationId: raw.operationId,
        secured: (raw.security ?? []).some((requirement) => Object.keys(requirement).length > 0),
        fields,
        body,
        bodySchema,
      });
    }
  }
  return operations;
}

/** A valid-looking value for a schema: its example, first enum value, default, or a plain value of its type. */
export function exampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'probe';
  }
}

/** The required body fields of an operation, each with its example value (or the body's own example when it lists no fields). */
export function exampleBody(operation: Operation): Record<string, unknown> {
  const whole = operation.bodySchema?.example;
  if (!operation.bodySchema?.properties && whole && typeof whole === 'object') return { ...(whole as Record<string, unknown>) };
  const body: Record<string, unknown> = {};
  for (const field of operation.fields) {
    if (field.in === 'body' && field.required && field.schema.format !== 'binary') body[field.name] = exampleOf(field.schema);
  }
  return body;
}
