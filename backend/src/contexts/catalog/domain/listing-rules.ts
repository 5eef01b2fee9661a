import { ValidationError } from '../../../platform/kernel/errors';
import { aboveRupeesMax, formatRupees, RUPEES_MAX, RUPEES_MIN } from '../../../platform/kernel/money';
import { Category, Condition, Metal, parseCategory, parseCondition, parseMetal } from './catalog-values';

export const TITLE_MIN = 3;
export const TITLE_MAX = 120;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 100;
export const YEAR_MAX = 30;
export const IMAGE_URL_MAX = 2000;

/** The content of a listing, checked and normalised. */
export interface ListingContent {
  title: string;
  description: string;
  price: number;
  category: Category;
  condition: Condition;
  metal: Metal | null;
  year: string | null;
  location: string;
}

export type ListingContentInput = { [K in keyof ListingContent]?: unknown };

const clean = (input: unknown): string => (typeof input === 'string' ? input.trim().replace(/[ \t]+/g, ' ') : '');

function bounded(field: string, input: unknown, min: number, max: number, label: string): string {
  const value = typeof input === 'string' ? input.trim() : '';
  if (!value) throw new ValidationError(field, `${label} is required`);
  if (value.length < min || value.length > max) {
    throw new ValidationError(field, `${field} must be between ${min} and ${max} characters`);
  }
  return value;
}

export const checkTitle = (input: unknown): string => bounded('title', clean(input), TITLE_MIN, TITLE_MAX, 'Title');
export const checkDescription = (input: unknown): string => bounded('description', input, DESCRIPTION_MIN, DESCRIPTION_MAX, 'Description');

export function checkPrice(input: unknown): number {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input.trim()) : input;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new ValidationError('price', 'price must be a whole number of rupees');
  if (!Number.isInteger(value)) throw new ValidationError('price', 'price must be a whole number of rupees');
  if (value < RUPEES_MIN) throw new ValidationError('price', `Price must be at least ${formatRupees(RUPEES_MIN)}`);
  if (value > RUPEES_MAX) throw new ValidationError('price', aboveRupeesMax('price'));
  return value;
}

export function checkLocation(input: unknown): string {
  const value = clean(input);
  if (!value) throw new ValidationError('location', 'Location is required');
  if (value.length > LOCATION_MAX) throw new ValidationError('location', `location must be at most ${LOCATION_MAX} characters`);
  return value;
}

/** Year is free text ("1835", "AH 1115", "c. 1600"); empty means unknown. */
export function checkYear(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string' && typeof input !== 'number') throw new ValidationError('year', 'year must be text');
  const value = clean(String(input));
  if (value.length > YEAR_MAX) throw new ValidationError('year', `year must be at most ${YEAR_MAX} characters`);
  return value || null;
}

export function checkMetal(input: unknown): Metal | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return null;
  return parseMetal(input);
}

function required(field: string, input: unknown, label: string): unknown {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    throw new ValidationError(field, `${label} is required`);
  }
  return input;
}

/** Checks a whole listing, field by field in form order; the first problem is reported. */
export function checkListingContent(input: ListingContentInput): ListingContent {
  return {
    title: checkTitle(input.title),
    description: checkDescription(input.description),
    price: checkPrice(required('price', input.price, 'Price')),
    category: parseCategory(required('category', input.category, 'Category')),
    condition: parseCondition(required('condition', input.condition, 'Condition')),
    location: checkLocation(input.location),
    year: checkYear(input.year),
    metal: checkMetal(input.metal),
  };
}

/** Checks only the fields present (an edit); absent fields keep their value. */
export function checkListingChanges(input: ListingContentInput): Partial<ListingContent> {
  const changes: Partial<ListingContent> = {};
  if (input.title !== undefined) changes.title = checkTitle(input.title);
  if (input.description !== undefined) changes.description = checkDescription(input.description);
  if (input.price !== undefined) changes.price = checkPrice(input.price);
  if (input.category !== undefined) changes.category = parseCategory(input.category);
  if (input.condition !== undefined) changes.condition = parseCondition(input.condition);
  if (input.location !== undefined) changes.location = checkLocation(input.location);
  if (input.year !== undefined) changes.year = checkYear(input.year);
  if (input.metal !== undefined) changes.metal = checkMetal(input.metal);
  return changes;
}

/** An image URL as an admin typed it: trimmed text, or null (empty clears the picture). Where it points is checked against the storage. */
export function checkImageUrlText(input: unknown): string | null {
  if (input === undefined || input === null) return null;
  if (typeof input !== 'string') throw new ValidationError('imageUrl', 'imageUrl must be text');
  const value = input.trim();
  if (value.length > IMAGE_URL_MAX) throw new ValidationError('imageUrl', `imageUrl must be at most ${IMAGE_URL_MAX} characters`);
  return value || null;
}

/** The checked values of an edit that differ from the listing's current ones: what the edit really changes. */
export function changedValues(current: object, proposed: Record<string, unknown>): Record<string, unknown> {
  const now = current as Record<string, unknown>;
  return Object.fromEntries(Object.entries(proposed).filter(([field, value]) => now[field] !== value));
}

/** What each field of `changes` held before them (recorded with the edit's event: a watcher's "price dropped from …"). */
export function previousValues(current: object, changes: Record<string, unknown>): Record<string, unknown> {
  const now = current as Record<string, unknown>;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, now[field] ?? null]));
}
