import { randomBytes } from 'node:crypto';
import { request as httpRequest, validateHeaderValue } from 'node:http';
import { Hostile, plainText, urlText } from './hostile-values';
import { Field, Operation } from './openapi-operations';

/** One request of the hostile-input suite: valid values everywhere except (at most) one field, or a hostile whole body. */
export interface Probe {
  operation: Operation;
  cookie: string | null;
  /** Valid values of the path, query and header parameters and body fields. */
  path: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The one field made hostile. */
  hostile?: { field: Field; value: Hostile };
  /** A whole JSON body sent as it is, instead of `body`. */
  rawBody?: string;
  /** Signs the bytes actually sent into a header (a webhook's HMAC), unless that header is the hostile field. */
  signature?: { header: string; sign(body: Buffer): string };
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
  /** The request as a line for a failure report. */
  description: string;
}

const queryPart = (name: string, text: string) => `${encodeURIComponent(name)}=${text}`;

/** `name=…` pairs for a hostile query value: arrays repeat the name, objects use `name[key]`, null is a bare name. */
function hostileQuery(name: string, hostile: Hostile): string[] {
  if (hostile.kind !== 'value') return [queryPart(name, hostile.raw)];
  const { value } = hostile;
  if (value === null) return [encodeURIComponent(name)];
  if (Array.isArray(value)) return value.map((item) => queryPart(name, urlText({ kind: 'value', value: item, label: '' })));
  if (typeof value === 'object') {
    return Object.entries(value).map(([key, item]) => queryPart(`${name}[${key}]`, urlText({ kind: 'value', value: item, label: '' })));
  }
  return [queryPart(name, urlText(hostile))];
}

function jsonBody(probe: Probe): string | null {
  if (probe.rawBody !== undefined) return probe.rawBody;
  const body = { ...(probe.body ?? {}) };
  const hostile = probe.hostile?.field.in === 'body' ? probe.hostile : null;
  if (!hostile) return probe.operation.body ? JSON.stringify(body) : null;
  if (hostile.value.kind === 'value') return JSON.stringify({ ...body, [hostile.field.name]: hostile.value.value });
  if (hostile.value.kind === 'url') return JSON.stringify({ ...body, [hostile.field.name]: hostile.value.raw });
  const marker = `__hostile_${randomBytes(6).toString('hex')}__`;
  return JSON.stringify({ ...body, [hostile.field.name]: marker }).replace(`"${marker}"`, hostile.value.raw);
}

/** multipart/form-data parts; a hostile array repeats its field, a hostile object becomes `name[key]` fields. */
function multipartBody(probe: Probe): { type: string; bytes: Buffer } {
  const parts: [string, string][] = Object.entries(probe.body ?? {}).map(([name, value]) => [name, plainText(value)]);
  const hostile = probe.hostile?.field.in === 'body' ? probe.hostile : null;
  if (hostile) {
    const name = hostile.field.name;
    const index = parts.findIndex(([part]) => part === name);
    if (index >= 0) parts.splice(index, 1);
    const value = hostile.value.kind === 'value' ? hostile.value.value : hostile.value.raw;
    if (Array.isArray(value)) parts.push(...value.map((item): [string, string] => [name, plainText(item)]));
    else if (value !== null && typeof value === 'object') parts.push(...Object.entries(value).map(([key, item]): [string, string] => [`${name}[${key}]`, plainText(item)]));
    else parts.push([name, plainText(value)]);
  }
  const boundary = `----hostile${randomBytes(8).toString('hex')}`;
  const chunks = parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${value}\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.from(`${chunks.join('')}--${boundary}--\r\n`, 'utf8') };
}

function headerIsSendable(name: string, value: string): boolean {
  try {
    validateHeaderValue(name, value);
    return true;
  } catch {
    return false;
  }
}

/** The request of a probe, or null when the value cannot travel where the field is (a header with a NUL byte). */
export function buildRequest(probe: Probe): { method: string; url: string; headers: Record<string, string>; body: Buffer | null } | null {
  const { operation, hostile } = probe;
  const url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    hostile?.field.in === 'path' && hostile.field.name === name ? urlText(hostile.value) : encodeURIComponent(probe.path[name] ?? ''),
  );
  const query = Object.entries(probe.query ?? {}).map(([name, value]) => queryPart(name, encodeURIComponent(value)));
  if (hostile?.field.in === 'query') query.push(...hostileQuery(hostile.field.name, hostile.value));
  const headers: Record<string, string> = { Accept: 'application/json', ...(probe.headers ?? {}) };
  if (probe.cookie) headers.Cookie = probe.cookie;
  if (hostile?.field.in === 'header') {
    const text = hostile.value.kind === 'value' ? plainText(hostile.value.value) : hostile.value.raw;
    if (!headerIsSendable(hostile.field.name, text)) return null;
    headers[hostile.field.name] = text;
  }
  let body: Buffer | null = null;
  if (operation.body === 'multipart' && probe.rawBody === undefined) {
    const form = multipartBody(probe);
    headers['Content-Type'] = form.type;
    body = form.bytes;
  } else {
    const text = jsonBody(probe);
    if (text !== null) {
      headers['Content-Type'] = 'application/json';
      body = Buffer.from(text, 'utf8');
    }
  }
  if (probe.signature && !(hostile?.field.in === 'header' && hostile.field.name.toLowerCase() === probe.signature.header.toLowerCase())) {
    headers[probe.signature.header] = probe.signature.sign(body ?? Buffer.alloc(0));
  }
  return { method: operation.method.toUpperCase(), url: query.length ? `${url}?${query.join('&')}` : url, headers, body };
}

/** Sends a probe to `baseUrl` byte for byte (no client-side normalisation) and reads the answer. */
export function send(baseUrl: string, probe: Probe): Promise<Answer | null> {
  const built = buildRequest(probe);
  if (!built) return Promise.resolve(null);
  const target = new URL(baseUrl);
  const what = probe.hostile ? `${probe.hostile.field.in} ${probe.hostile.field.name} = ${probe.hostile.value.label}` : `body ${(probe.rawBody ?? '').slice(0, 60)}`;
  const description = `${built.method} ${built.url.length > 160 ? `${built.url.slice(0, 160)}…` : built.url} [${what}]`;
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      { host: target.hostname, port: target.port, method: built.method, path: built.url, headers: { ...built.headers, 'Content-Length': String(built.body?.length ?? 0) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(res.headers['content-type'] ?? '');
          let json: unknown = undefined;
          if (contentType.includes('json')) {
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
          }
          resolvePromise({ status: res.statusCode ?? 0, contentType, text, json, description });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer within 15 s: ${description}`)));
    req.on('error', reject);
    req.end(built.body ?? undefined);
  });
}
