/**
 * Walks the live OpenAPI document and sends, to every operation, hostile values generated with
 * fast-check (fixed seed, bounded runs): one field at a time with every other field valid, and
 * hostile whole bodies. As anonymous, a signed-in free user, the seller who owns the data and an
 * admin. Every answer must be below 500 and, when an error, the JSON `{statusCode, message}`; a 400
 * caused by one hostile field must name that field. Operations that change or destroy listings get
 * listings of their own, made here.
 */
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { couldBeARealId, Hostile, HOSTILE_BODIES, hostileValue, urlText } from './support/hostile-values';
import { Answer, Probe, send } from './support/hostile-request';
import { VALID_LISTING, liveListing, postListing } from './support/listings';
import { exampleBody, Operation, operationsOf } from './support/openapi-operations';
import { cookieOf, Person, signUp, signUpAdmin } from './support/people';
import { createTestApp, TestApp } from './support/test-app';

const SEED = 20_261_123;
/** Generated values per field and identity, besides a NUL byte and a lone surrogate that every field gets. */
const RUNS_PER_FIELD = 5;
/** Hostile whole bodies per identity for an operation that takes no body (all of HOSTILE_BODIES where it takes one). */
const BODIES_WITHOUT_BODY = 3;
const ALWAYS: Hostile[] = [
  { kind: 'value', value: 'a\u0000b', label: '"a\\u0000b"' },
  { kind: 'value', value: 'x\ud800', label: '"x\\ud800"' },
];
const IDENTITIES = ['free user', 'seller', 'admin', 'anonymous'] as const;
type Identity = (typeof IDENTITIES)[number];
const NOT_SIGNED_IN = 'Please sign in to continue';

/** Operations that change or remove a listing: each identity gets a listing of its own for each of them. */
const changesListing = (operation: Operation) => operation.method !== 'get' && /^\/api\/(admin\/)?coins\/\{id\}(\/(sold|approve|claim))?$/.test(operation.path);
/** Of them, those that act on a listing waiting for review. */
const needsPendingListing = (operation: Operation) => /\/(approve|claim)$/.test(operation.path);

function seedOf(text: string): number {
  let hash = SEED;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('Hostile input on every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let seller: Person;
  let buyer: Person;
  let admin: Person;
  let coinId: number;
  /** Pending listings of the suite's own for bulk approval. */
  let pendingIds: number[];
  /** The free user's own conversation about the coin, and a premium buyer's one with an offer in it (the seller's side). */
  let freeConversationId: number;
  let conversationId: number;
  let offerId: number;
  const cookies = new Map<Identity, { main: string | null; forLogout: string | null }>();
  const listings = new Map<string, number>();

  async function logIn(person: Person, password: string): Promise<string> {
    return cookieOf(await request(t.http).post('/api/login').send({ mobileNumber: person.mobileNumber, password }).expect(200));
  }

  beforeAll(async () => {
    t = await createTestApp({ listen: true });
    operations = operationsOf((await request(t.http).get('/api/docs-json').expect(200)).body);
    seller = await signUp(t, { tier: 'premium', name: 'Probe Seller' });
    buyer = await signUp(t, { name: 'Probe Buyer' });
    admin = await signUpAdmin(t);
    coinId = (await liveListing(t, seller, admin, { title: 'Probe target rupee' })).id;
    freeConversationId = (await request(t.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', buyer.cookie).expect(201)).body.id;
    const bidder = await signUp(t, { tier: 'premium', name: 'Probe Bidder' });
    conversationId = (await request(t.http).post(`/api/coins/${coinId}/conversation`).set('Cookie', bidder.cookie).expect(201)).body.id;
    offerId = (await request(t.http).post(`/api/conversations/${conversationId}/offers`).set('Cookie', bidder.cookie).send({ coinId, offerAmount: 4000 }).expect(201)).body.id;
    pendingIds = [(await postListing(t, seller, { title: 'Pending for bulk approval' }).expect(201)).body.id, (await postListing(t, seller, { title: 'Flagged replica for bulk approval' }).expect(201)).body.id];
    for (const operation of operations.filter(changesListing)) {
      for (const who of IDENTITIES) {
        const listing = needsPendingListing(operation)
          ? (await postListing(t, seller, { title: `Pending for ${operation.key}` }).expect(201)).body
          : await liveListing(t, seller, admin, { title: `Live for ${operation.key}` });
        listings.set(`${operation.key} ${who}`, listing.id);
      }
    }
    // Sessions made before any hostile sign-in can trip the sign-in throttle; a spare one per person for logout.
    cookies.set('anonymous', { main: null, forLogout: null });
    cookies.set('free user', { main: buyer.cookie, forLogout: await logIn(buyer, 'collector-pass-1') });
    cookies.set('seller', { main: seller.cookie, forLogout: await logIn(seller, 'collector-pass-1') });
    cookies.set('admin', { main: admin.cookie, forLogout: await logIn(admin, 'admin-pass-123') });
  }, 120_000);
  afterAll(() => t.close());

  function pathValues(operation: Operation, who: Identity): Record<string, string> {
    let id = coinId;
    if (operation.path.startsWith('/api/conversations/')) id = who === 'free user' ? freeConversationId : conversationId;
    if (changesListing(operation)) id = listings.get(`${operation.key} ${who}`)!;
    return { id: String(id), sellerId: String(seller.id), offerId: String(offerId), orderId: 'order_probe' };
  }

  function validBody(operation: Operation): Record<string, unknown> {
    switch (operation.key) {
      case 'POST /api/coins':
      case 'PATCH /api/coins/{id}':
        return { ...VALID_LISTING };
      case 'POST /api/coins/{id}/comments':
        return { content: 'A probing comment', coinId };
      case 'POST /api/conversations/{id}/offers':
        return { coinId, offerAmount: 4000 };
      case 'PATCH /api/admin/coins/{id}':
        return { title: 'Edited by the probe' };
      case 'PATCH /api/admin/coins/{id}/approve':
        return { approved: false, reasonCode: 'other', note: 'Rejected by the probe' };
      case 'POST /api/admin/coins/approve-many':
        return { ids: pendingIds };
      default:
        return exampleBody(operation);
    }
  }

  /** What is wrong with an answer, or null. */
  function fault(operation: Operation, probe: Probe, answer: Answer): string | null {
    if (answer.status >= 500) return `${answer.status}: ${answer.text.slice(0, 200)}`;
    if (answer.status < 400) return null;
    const body = answer.json as { statusCode?: unknown; message?: unknown } | undefined;
    if (!body || body.statusCode !== answer.status || typeof body.message !== 'string') {
      return `${answer.status} without a JSON {statusCode, message} (${answer.contentType}): ${answer.text.slice(0, 200)}`;
    }
    if (!operation.secured && body.message === NOT_SIGNED_IN) return 'needs a sign-in but names no security scheme in the document';
    const hostile = probe.hostile;
    if (answer.status === 400 && hostile && !body.message.toLowerCase().includes(hostile.field.name.toLowerCase())) {
      const tooDeep = hostile.field.in === 'body' && hostile.value.kind === 'value' && depthOf(hostile.value.value) > 30;
      if (!tooDeep) return `400 whose message does not name ${hostile.field.name}: ${body.message}`;
    }
    return null;
  }

  it('walks a document with every operation of the API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(operations.map((o) => o.key)).toEqual(
      expect.arrayContaining(['POST /api/coins', 'DELETE /api/admin/coins/{id}', 'POST /api/webhooks/razorpay', 'GET /healthz', 'POST /api/admin/coins/{id}/claim', 'DELETE /api/admin/coins/{id}/claim', 'GET /api/admin/queue', 'POST /api/admin/coins/approve-many']),
    );
  });

  it.each(IDENTITIES)('as %s: no hostile field or body gets a 5xx, every error is JSON, and a 400 names the field', async (who) => {
    const faults: string[] = [];
    let sent = 0;
    // Sign-out last, with a session of its own.
    const ordered = [...operations.filter((o) => o.key !== 'POST /api/logout'), ...operations.filter((o) => o.key === 'POST /api/logout')];
    for (const operation of ordered) {
      const session = cookies.get(who)!;
      const base: Probe = {
        operation,
        cookie: operation.key === 'POST /api/logout' ? session.forLogout : session.main,
        path: pathValues(operation, who),
        body: validBody(operation),
      };
      if (operation.key === 'POST /api/webhooks/razorpay') {
        base.headers = { 'X-Razorpay-Event-Id': 'evt_probe' };
        base.signature = { header: 'X-Razorpay-Signature', sign: (body) => createHmac('sha256', t.config.razorpay.webhookSecret).update(body).digest('hex') };
      }
      const probes: Probe[] = [];
      for (const field of operation.fields) {
        const values = [...ALWAYS, ...fc.sample(hostileValue, { seed: seedOf(`${operation.key} ${field.in} ${field.name} ${who}`), numRuns: RUNS_PER_FIELD })];
        for (const value of values) {
          // A hostile path id must never address a row this suite did not make.
          if (field.in === 'path' && couldBeARealId(decoded(urlText(value)).trim())) continue;
          probes.push({ ...base, hostile: { field, value } });
        }
      }
      const bodies = operation.body === 'json' ? HOSTILE_BODIES : fc.sample(fc.constantFrom(...HOSTILE_BODIES), { seed: seedOf(`${operation.key} body ${who}`), numRuns: BODIES_WITHOUT_BODY });
      for (const body of bodies) probes.push({ ...base, rawBody: body.text });
      for (const probe of probes) {
        const answer = await send(t.url!, probe);
        if (!answer) continue;
        sent++;
        const problem = fault(operation, probe, answer);
        if (problem) faults.push(`${who}: ${answer.description} → ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(200);
    expect(faults).toEqual([]);
  }, 120_000);
});
