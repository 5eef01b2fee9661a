import { ValidationError } from '../../../platform/kernel/errors';
import { CATALOGUE_ALIASES, CATALOGUES } from './coin-vocabulary/catalogues';
import { identityText, isPlainObject, jsonField } from './identity-text';

/** A catalogue's number for the coin, e.g. {catalogue: 'KM', number: '473.1'}. */
export interface CatalogueRef {
  catalogue: string;
  number: string;
}

export const CATALOGUE_REFS_MAX = 5;
export const CATALOGUE_NAME_MAX = 30;
export const CATALOGUE_NUMBER_MAX = 20;

const SHAPE = 'an array of {catalogue, number}';

/** A catalogue's name compared: lower case, letters and digits only, aliases resolved ("K.M." and "Krause" → km). */
export function catalogueKey(catalogue: string): string {
  const key = catalogue.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return CATALOGUE_ALIASES[key] ?? key;
}

/** A catalogue number compared: lower case, without spaces or a leading '#' ("# 473.1" → 473.1). */
export const catalogueNumberKey = (number: string): string => number.normalize('NFC').toLowerCase().replace(/\s+/g, '').replace(/^#/, '');

/** One reference as a search key, `km:473.1`. */
export const catalogueRefKey = (ref: CatalogueRef): string => `${catalogueKey(ref.catalogue)}:${catalogueNumberKey(ref.number)}`;

/**
 * The keys a listing is found by: each reference's, and for a sub-number ("KM 473.1") also its main
 * number (`km:473`), so a search for KM 473 finds its varieties.
 */
export function catalogueRefKeys(refs: readonly CatalogueRef[]): string[] {
  const keys = refs.flatMap((ref) => {
    const key = catalogueRefKey(ref);
    const main = /^([^:]+:[^.]+)\.[^.]+$/.exec(key)?.[1];
    return main ? [key, main] : [key];
  });
  return [...new Set(keys)];
}

function refAt(index: number, item: unknown): CatalogueRef {
  const field = `catalogueRefs[${index}]`;
  if (!isPlainObject(item)) throw new ValidationError('catalogueRefs', `${field} must be an object {catalogue, number}`);
  const catalogue = identityText(`${field}.catalogue`, item.catalogue ?? null, CATALOGUE_NAME_MAX);
  if (!catalogue) throw new ValidationError(`${field}.catalogue`, `${field}.catalogue must be 1-${CATALOGUE_NAME_MAX} characters`);
  const rawNumber = typeof item.number === 'number' && Number.isFinite(item.number) && item.number >= 0 ? String(item.number) : (item.number ?? null);
  const number = identityText(`${field}.number`, rawNumber, CATALOGUE_NUMBER_MAX);
  if (!number) throw new ValidationError(`${field}.number`, `${field}.number must be 1-${CATALOGUE_NUMBER_MAX} characters`);
  return { catalogue, number };
}

/** Catalogue references as sent (JSON text in multipart, an array in JSON): at most 5, each once; empty for none. */
export function parseCatalogueRefs(input: unknown): CatalogueRef[] {
  const value = jsonField('catalogueRefs', input, SHAPE);
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new ValidationError('catalogueRefs', `catalogueRefs must be ${SHAPE}`);
  if (value.length > CATALOGUE_REFS_MAX) throw new ValidationError('catalogueRefs', `catalogueRefs must hold at most ${CATALOGUE_REFS_MAX} references`);
  const refs = value.map((item, index) => refAt(index, item));
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = catalogueRefKey(ref);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a search text cites: the references' keys, their words as typed (for text matches), and the rest of the text. */
export interface CitedRefs {
  keys: string[];
  /** The references' words ("KM#450" and "km450" → "km 450"), matched as words by listings that do not carry them as references. */
  text: string;
  /** The search text without the references. */
  rest: string;
}

const CATALOGUE_NAMES = [...CATALOGUES.map(catalogueKey), ...Object.keys(CATALOGUE_ALIASES)].map((name) => (name === 'km' ? 'k\\.?\\s?m\\.?' : name));
/** A known catalogue's name, an optional '#', 'no.', ':' or '-', and a number that holds a digit: "KM 450", "KM#450", "km-450", "Pridmore 123", "KM 473.1". */
const CITATION = new RegExp(`(?<![\\p{L}\\p{N}])(${CATALOGUE_NAMES.join('|')})\\s*(?:#|no\\.?|:|-)?\\s*(\\p{L}{0,2}\\p{N}[\\p{L}\\p{N}.]*)`, 'giu');

/** The catalogue references cited in a search text (at most CATALOGUE_REFS_MAX; the others stay words). */
export function citedRefs(search: string): CitedRefs {
  const keys: string[] = [];
  const cited: string[] = [];
  const rest = search.replace(CITATION, (whole: string, catalogue: string, number: string) => {
    if (keys.length >= CATALOGUE_REFS_MAX) return whole;
    const cleanNumber = number.replace(/\.+$/, '');
    keys.push(catalogueRefKey({ catalogue, number: cleanNumber }));
    cited.push(`${catalogue.replace(/[^\p{L}\p{N}]/gu, '')} ${cleanNumber}`);
    return ' ';
  });
  return { keys: [...new Set(keys)], text: cited.join(' '), rest };
}
