import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BilingualName, CoinVocabulary } from '@/api/coin-identity';
import { coinVocabularyQueryOptions } from '@/api/coin-vocabulary';

/** The vocabulary's lists of names a coin's fields may hold. */
export type NamedKind = 'rulers' | 'mints' | 'denominations' | 'issuers' | 'shapes' | 'edges';

/** A name as the server compares names: Unicode NFC, trimmed, inner spaces as one, lower case. */
const nameKey = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * A coin's field in the reader's language: a name of the curated list, typed by the seller in either
 * language, is shown in the reader's ("Victoria" → "विक्टोरिया"); any other text as the seller wrote it.
 */
export function nameInLanguage(vocabulary: CoinVocabulary | undefined, kind: NamedKind, value: string, language: string): string {
  const key = nameKey(value);
  const entry = (vocabulary?.[kind] as readonly BilingualName[] | undefined)?.find((name) => nameKey(name.en) === key || nameKey(name.hi) === key);
  if (!entry) return value;
  return (language === 'hi' ? entry.hi : entry.en) || value;
}

/**
 * `nameInLanguage` for one coin's `values`: the vocabulary is fetched only when a value may need it (a
 * Hindi reader and any name, or an English reader and a name written in Devanagari); until it has come
 * (or when it cannot come) the values are shown as written.
 */
export function useNamesInLanguage(values: readonly (string | null | undefined)[]): (kind: NamedKind, value: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const present = values.filter((value): value is string => Boolean(value));
  const needed = language === 'hi' ? present.length > 0 : present.some((value) => DEVANAGARI.test(value));
  const { data } = useQuery({ ...coinVocabularyQueryOptions, enabled: needed });
  return (kind, value) => nameInLanguage(data, kind, value, language);
}
