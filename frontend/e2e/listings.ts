import { type APIRequestContext, request } from 'playwright-core';
import { inject } from 'vitest';
import type { components } from '../src/api/schema';
import { E2E_ADMIN, newAccount } from './accounts';
import { buyPremium } from './messaging-setup';

type Coin = components['schemas']['CoinDto'];

/** A 1×1 PNG, enough for the server to recognise and re-encode a picture. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A word no other listing contains, to find this run's listings by search. */
export function uniqueWord(prefix = 'zq'): string {
  return `${prefix}${Math.random().toString(36).slice(2, 10)}`;
}

/** The API as the e2e admin, who may list coins whatever their plan. */
export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  const login = await api.post('/api/login', { data: E2E_ADMIN });
  if (!login.ok()) throw new Error(`Admin sign-in failed: ${login.status()} ${await login.text()}`);
  return api;
}

/**
 * A new Premium seller through the API. The admin lists like the best plan (50 a month), which the
 * whole browser suite would use up; files that list many coins list them as a seller of their own.
 */
export async function premiumSellerApi(name = 'Bulk Seller'): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: inject('baseUrl') });
  const registered = await api.post('/api/register', { data: newAccount(name) });
  if (registered.status() !== 201) throw new Error(`Registering a seller failed: ${registered.status()} ${await registered.text()}`);
  await buyPremium(api);
  return api;
}

export interface NewListing {
  title: string;
  category?: string;
  price?: number;
  metal?: string;
  location?: string;
}

/** Creates a listing through POST /api/coins (pending until reviewed). */
export async function createListing(api: APIRequestContext, listing: NewListing): Promise<Coin> {
  const response = await api.post('/api/coins', {
    multipart: {
      title: listing.title,
      description: `${listing.title}: a well-preserved coin from an old family collection.`,
      price: String(listing.price ?? 2500),
      category: listing.category ?? 'mughal',
      condition: 'fine',
      location: listing.location ?? 'Jaipur, Rajasthan',
      ...(listing.metal ? { metal: listing.metal } : {}),
      // As the listing form sends it: without it the listing is flagged for the admin (decisions/0072).
      genuineConfirmed: 'true',
    },
  });
  if (response.status() !== 201) throw new Error(`Creating a listing failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Coin;
}

export async function approveListing(api: APIRequestContext, id: number): Promise<void> {
  const response = await api.patch(`/api/admin/coins/${id}/approve`, { data: { approved: true } });
  if (!response.ok()) throw new Error(`Approving ${id} failed: ${response.status()} ${await response.text()}`);
}

/** Creates and approves a listing: it is public from then on. `seller` lists it (the admin by default). */
export async function publishListing(admin: APIRequestContext, listing: NewListing, seller: APIRequestContext = admin): Promise<Coin> {
  const coin = await createListing(seller, listing);
  await approveListing(admin, coin.id);
  return coin;
}
