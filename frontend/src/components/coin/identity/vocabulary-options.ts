import type { BilingualName, CoinVocabulary } from '@/api/coin-identity';
import { findReign } from '@/lib/coin-era';

/** The vocabulary's lists of names a form or filter suggests from. */
export type VocabularyKind = 'rulers' | 'mints' | 'denominations' | 'issuers' | 'shapes' | 'edges';

export interface SuggestionOption {
  /** What picking it puts in the box: the name in the reader's language. */
  value: string;
  label: string;
  /** Both names, lower case: typing either finds it. */
  search: string;
}

const nameIn = (entry: BilingualName, language: string) => (language === 'hi' ? entry.hi : entry.en) || entry.en;

/**
 * A vocabulary list as AutoComplete options in the reader's language (rulers with their reign, so two
 * of one name can be told apart), each value once.
 */
export function suggestionOptions(vocabulary: CoinVocabulary | undefined, kind: VocabularyKind, language: string): SuggestionOption[] {
  const seen = new Set<string>();
  const options: SuggestionOption[] = [];
  for (const entry of (vocabulary?.[kind] ?? []) as BilingualName[]) {
    const value = nameIn(entry, language);
    if (!value || seen.has(value)) continue;
    seen.add(value);
    const reign = 'reignFrom' in entry && 'reignTo' in entry ? ` · ${String(entry.reignFrom)}–${String(entry.reignTo)}` : '';
    options.push({ value, label: `${value}${reign}`, search: `${entry.en} ${entry.hi}`.toLocaleLowerCase() });
  }
  return options;
}

/** Catalogue names are the same in both languages. */
export function catalogueOptions(catalogues: readonly string[]): SuggestionOption[] {
  return [...new Set(catalogues)].map((name) => ({ value: name, label: name, search: name.toLocaleLowerCase() }));
}

/** Typed text anywhere in either name; an empty box lists everything. */
export function matchesSuggestion(input: string, option: SuggestionOption | undefined): boolean {
  const typed = input.trim().toLocaleLowerCase();
  return typed === '' || (option?.search.includes(typed) ?? false);
}

/** The issuer of a ruler the vocabulary knows, in the reader's language ("Akbar" → "Mughal Empire"). */
export function issuerOfRuler(vocabulary: CoinVocabulary | undefined, ruler: string, language: string): string | undefined {
  if (!vocabulary) return undefined;
  const reign = findReign(ruler, vocabulary.rulers);
  const issuer = reign && vocabulary.rulers.find((entry) => entry === reign)?.issuer;
  if (!issuer) return undefined;
  const named = vocabulary.issuers.find((entry) => entry.en.toLocaleLowerCase() === issuer.toLocaleLowerCase() || entry.hi === issuer);
  return named ? nameIn(named, language) : issuer;
}
