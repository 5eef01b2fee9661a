import type { paths } from '@/api/schema';

type JsonBody<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The signed-in user as the server describes it. */
export type User = JsonBody<paths['/api/user']['get']['responses'][200]>;

export type LoginRequest = JsonBody<paths['/api/login']['post']['requestBody']>;

export type RegisterRequest = JsonBody<paths['/api/register']['post']['requestBody']>;
