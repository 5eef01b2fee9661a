/**
 * What API consumers read from the live OpenAPI document (the committed copy is kept equal to it and
 * linted by `npm run lint:openapi` against Redocly's recommended rules).
 */
import request from 'supertest';
import { Operation, operationsOf } from './support/openapi-operations';
import { createTestApp, TestApp } from './support/test-app';

interface Responses {
  [status: string]: { content?: Record<string, { schema?: object }> };
}

describe('The OpenAPI document', () => {
  let t: TestApp;
  let document: {
    servers?: { url: string }[];
    info: { license?: { name: string; url?: string } };
    components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    paths: Record<string, Record<string, { security?: Record<string, string[]>[]; responses: Responses }>>;
  };
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    document = (await request(t.http).get('/api/docs-json').expect(200)).body;
    operations = operationsOf(document as never);
  });
  afterAll(() => t.close());

  const raw = (operation: Operation) => document.paths[operation.path][operation.method];

  it('names a relative server, so it works wherever it is served, and a license', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.info.license).toEqual({ name: expect.any(String), url: expect.any(String) });
  });

  it('gives every operation a JSON schema for its success, sign-out and deletes included', () => {
    const withoutSchema = operations
      .filter((operation) => !Object.entries(raw(operation).responses).some(([status, response]) => /^2/.test(status) && response.content?.['application/json']?.schema))
      .map((operation) => operation.key);
    expect(withoutSchema).toEqual([]);
  });

  it('says on every operation whether it needs the session cookie: the cookie scheme, or an explicit none', () => {
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
    const undecided = operations.filter((operation) => raw(operation).security === undefined).map((operation) => operation.key);
    expect(undecided).toEqual([]);
    const secured = operations.filter((operation) => operation.secured).map((operation) => operation.key);
    expect(secured).toEqual(expect.arrayContaining(['GET /api/user', 'POST /api/coins', 'DELETE /api/coins/{id}', 'DELETE /api/admin/coins/{id}', 'GET /api/conversations']));
    expect(secured).not.toContain('POST /api/login');
  });

  it('answers sign-out and deletes with the JSON body it documents', async () => {
    const res = await request(t.http).post('/api/logout').expect(200);
    expect(res.body).toEqual({ message: 'Signed out' });
    const documented = document.paths['/api/logout'].post.responses['200'].content?.['application/json']?.schema;
    expect(documented).toEqual({ $ref: '#/components/schemas/MessageResponseDto' });
  });

  it('documents at least one 4xx answer for every operation, a 400 that even a call without inputs gives for a body it cannot read', async () => {
    const without4xx = operations.filter((operation) => !Object.keys(raw(operation).responses).some((status) => /^4/.test(status))).map((o) => o.key);
    expect(without4xx).toEqual([]);
    for (const path of ['/healthz', '/api/plans', '/api/payments/config']) {
      expect(Object.keys(document.paths[path].get.responses)).toContain('400');
      const res = await request(t.http).get(path).set('Content-Type', 'application/json').send('{"a":');
      expect([path, res.status, res.body.statusCode]).toEqual([path, 400, 400]);
    }
  });
});
