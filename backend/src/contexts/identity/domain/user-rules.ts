import { ValidationError } from '../../../platform/kernel/errors';

export const NAME_MIN = 2;
export const NAME_MAX = 80;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const LOCATION_MAX = 100;

export function checkName(input: unknown): string {
  const name = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ') : '';
  if (name.length < NAME_MIN || name.length > NAME_MAX) {
    throw new ValidationError('name', `name must be between ${NAME_MIN} and ${NAME_MAX} characters`);
  }
  return name;
}

/** Passwords are not trimmed and have no composition rules; only their length is checked. */
export function checkPassword(input: unknown): string {
  if (typeof input !== 'string' || input.length < PASSWORD_MIN || input.length > PASSWORD_MAX) {
    throw new ValidationError('password', `password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters`);
  }
  return input;
}

/** An empty location is no location. */
export function checkLocation(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') throw new ValidationError('location', 'location must be text');
  const location = input.trim().replace(/\s+/g, ' ');
  if (location.length > LOCATION_MAX) {
    throw new ValidationError('location', `location must be at most ${LOCATION_MAX} characters`);
  }
  return location || null;
}
