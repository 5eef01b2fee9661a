import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { buildOpenApiDocument } from '../src/platform/http/openapi';
import { signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

describe('Platform over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    expect((await request(t.http).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(t.http).get('/readyz').expect(200)).body).toEqual({ status: 'ok', checks: { postgres: 'ok', redis: 'ok' } });
  });

  it('exposes Prometheus metrics including request durations only to the METRICS_TOKEN bearer', async () => {
    const token = 'prometheus-scrape-token-0123';
    const scraped = await createTestApp({ overrides: { metricsToken: token } });
    try {
      await request(scraped.http).get('/api/user');
      const res = await request(scraped.http).get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.text).toMatch(/process_cpu_seconds_total/);
      expect(res.text).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/user"/);
      for (const authorization of [null, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, token, 'Bearer ']) {
        const req = request(scraped.http).get('/metrics');
        const refused = await (authorization === null ? req : req.set('Authorization', authorization));
        expect([authorization, refused.status, refused.body.statusCode, refused.text]).toEqual([authorization, 401, 401, expect.not.stringMatching(/process_cpu/)]);
        expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      }
    } finally {
      await scraped.close();
    }
  });

  it('does not serve /metrics at all without a METRICS_TOKEN', async () => {
    expect(t.config.metricsToken).toBeNull();
    const res = await request(t.http).get('/metrics').set('Authorization', 'Bearer anything-at-all-here').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Cannot GET /metrics', error: 'Not Found' });
  });

  it('does not announce Express from Bull Board either', async () => {
    const res = await request(t.http).get('/admin/queues/static/nothing.js');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const admin = await signUpAdmin(t);
    const board = await request(t.http).get('/admin/queues').set('Cookie', admin.cookie).expect(200);
    expect(board.headers['x-powered-by']).toBeUndefined();
    const api = await request(t.http).get('/admin/queues/api/queues').set('Cookie', admin.cookie).expect(200);
    expect(api.headers['x-powered-by']).toBeUndefined();
  });

  it('sends security headers and a request id, reusing a well-formed incoming one', async () => {
    const res = await request(t.http).get('/healthz').set('X-Request-Id', 'trace-abc-12345').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-abc-12345');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    const generated = await request(t.http).get('/healthz').set('X-Request-Id', 'bad id!').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await request(t.http).get('/api/no-such-call').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.stringContaining('/api/no-such-call'), error: 'Not Found' });
  });

  it('serves the OpenAPI document describing every call with responses, and the UI', async () => {
    const res = await request(t.http).get('/api/docs-json').expect(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/register', '/api/login', '/api/logout', '/api/user', '/api/admin/users', '/healthz', '/readyz']) {
      expect(doc.paths).toHaveProperty([path]);
    }
    for (const [path, operations] of Object.entries<Record<string, { summary?: string; responses: Record<string, unknown> }>>(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect([path, method, operation.summary]).toEqual([path, method, expect.any(String)]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['500']));
        expect(Object.keys(operation.responses).some((code) => code.startsWith('2'))).toBe(true);
      }
    }
    expect(doc.components.schemas.ErrorResponseDto.properties).toHaveProperty('message');
    expect(doc.components.schemas.RegisterDto.properties.mobileNumber.example).toBeDefined();
    await request(t.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('matches the committed document the web client is generated from (run `npm run api:generate` after API changes)', () => {
    const committed = JSON.parse(readFileSync(resolve(__dirname, '../../frontend/src/api/openapi.json'), 'utf8'));
    const live = JSON.parse(JSON.stringify(buildOpenApiDocument(t.app)));
    expect(live).toEqual(committed);
  });

  it('has a schema, built only by migrations, with a column for every entity property and no unmapped required column', async () => {
    const orm = t.app.get(MikroORM);
    const columns: { table_name: string; column_name: string; is_nullable: 'YES' | 'NO'; column_default: string | null; is_generated: string }[] =
      await orm.em.getConnection().execute(
        `SELECT table_name, column_name, is_nullable, column_default, is_generated FROM information_schema.columns WHERE table_schema = 'public'`,
      );
    const problems: string[] = [];
    for (const meta of Object.values(orm.getMetadata().getAll())) {
      if (meta.embeddable || meta.virtual || !meta.tableName) continue;
      const table = columns.filter((column) => column.table_name === meta.tableName);
      if (table.length === 0) {
        problems.push(`table ${meta.tableName} is missing`);
        continue;
      }
      const mapped = new Set<string>();
      for (const prop of Object.values(meta.properties)) {
        for (const name of prop.fieldNames ?? []) {
          mapped.add(name);
          const column = table.find((c) => c.column_name === name);
          if (!column) problems.push(`${meta.tableName}.${name} is missing`);
          else if ((column.is_nullable === 'YES') !== Boolean(prop.nullable)) problems.push(`${meta.tableName}.${name} nullability differs`);
        }
      }
      for (const column of table) {
        const required = column.is_nullable === 'NO' && column.column_default === null && column.is_generated !== 'ALWAYS';
        if (required && !mapped.has(column.column_name)) problems.push(`${meta.tableName}.${column.column_name} is required but not mapped`);
      }
    }
    expect(problems).toEqual([]);
  });
});
