import { DENOMINATIONS } from './denominations';
import { ISSUERS } from './issuers';
import { MINTS } from './mints';
import { RULERS } from './rulers';
import type { VocabularyName, VocabularyRuler } from './vocabulary-types';

/** The identity fields whose filters know the curated names (GET /api/coins ruler, mint, denomination, issuer). */
export const NAMED_FIELDS = ['ruler', 'mint', 'denomination', 'issuer'] as const;
export type NamedField = (typeof NAMED_FIELDS)[number];

/**
 * How identity text is compared, in filters and in the curated list: Unicode NFC, trimmed, inner
 * whitespace as one space, lower case ("  shah   JAHAN " and "Shah Jahan" are one name).
 */
export const nameKey = (text: string): string => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const LISTS: Record<NamedField, readonly VocabularyName[]> = { ruler: RULERS, mint: MINTS, denomination: DENOMINATIONS, issuer: ISSUERS };

/** Each list's entries by every name (English and Hindi) they are known by. */
const BY_NAME: Record<NamedField, ReadonlyMap<string, readonly VocabularyName[]>> = {
  ruler: index(RULERS),
  mint: index(MINTS),
  denomination: index(DENOMINATIONS),
  issuer: index(ISSUERS),
};

function index(entries: readonly VocabularyName[]): Map<string, VocabularyName[]> {
  const byName = new Map<string, VocabularyName[]>();
  for (const entry of entries) for (const name of [entry.en, entry.hi]) byName.set(nameKey(name), [...(byName.get(nameKey(name)) ?? []), entry]);
  return byName;
}

/**
 * The names (as nameKey) a filter value stands for: itself and, when the curated list knows it in
 * English or Hindi, every name of its entries — so ruler=अकबर finds "Akbar" and ruler=akbar finds "अकबर".
 */
export function equivalentNames(field: NamedField, value: string): string[] {
  const key = nameKey(value);
  const entries = BY_NAME[field].get(key) ?? [];
  return [...new Set([key, ...entries.flatMap((entry) => [nameKey(entry.en), nameKey(entry.hi)])])];
}

/** The curated ruler a listing's `ruler` text names (English or Hindi, case-insensitive), if any. */
export function rulerNamed(text: string | null): VocabularyRuler | undefined {
  if (!text) return undefined;
  return BY_NAME.ruler.get(nameKey(text))?.[0] as VocabularyRuler | undefined;
}

/** Every entry of a list (for tests and checks). */
export const namedEntries = (field: NamedField): readonly VocabularyName[] => LISTS[field];

/** A field's text in `language` when the curated list knows it ("Victoria" → "विक्टोरिया" in Hindi); else as written. */
export function nameIn(field: NamedField, value: string, language: 'en' | 'hi'): string {
  const entry = BY_NAME[field].get(nameKey(value))?.[0];
  return (entry && (language === 'hi' ? entry.hi : entry.en)) || value;
}
