import type { components } from '@/api/schema';

/** The signed-in user as the server describes it. */
export type User = components['schemas']['UserDto'];

export type LoginRequest = components['schemas']['LoginDto'];

export type RegisterRequest = components['schemas']['RegisterDto'];
