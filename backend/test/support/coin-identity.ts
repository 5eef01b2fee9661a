import request from 'supertest';
import { Person } from './people';
import { TestApp } from './test-app';
import { postListing } from './listings';

/** Which coin it is, as the listing form sends it (multipart text; references and certificate as JSON text). */
export function identityFields(overrides: Record<string, unknown> = {}): Record<string, string> {
  const fields: Record<string, unknown> = {
    denomination: 'Rupee',
    issuer: 'British India',
    ruler: 'Victoria',
    mint: 'Bombay',
    era: 'AD',
    catalogueRefs: [{ catalogue: 'KM', number: '473.1' }],
    weightGrams: '11.66',
    diameterMm: '30.5',
    shape: 'Round',
    edge: 'Reeded',
    grade: '30',
    certification: null,
    genuineConfirmed: 'true',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value)]),
  );
}

/** Posts a listing with spec.md's valid fields, `fields` over them. */
export const postCoin = (t: TestApp, seller: Person, fields: Record<string, string>) => postListing(t, seller, fields);

/** Posts and approves a listing: its approved coin. */
export async function liveCoin(t: TestApp, seller: Person, admin: Person, fields: Record<string, string>) {
  const created = await postListing(t, seller, fields).expect(201);
  return (await request(t.http).patch(`/api/admin/coins/${created.body.id}/approve`).set('Cookie', admin.cookie).send({ approved: true }).expect(200)).body;
}

export const certificate = (number: string, service = 'NGC', serviceName: string | null = null) => JSON.stringify({ service, serviceName, number });
