/**
 * Shapes of the structured (array / object) values in the `static` translation namespace,
 * and small readers that turn `t(key, { returnObjects: true })` results into those shapes.
 *
 * The readers accept `unknown` on purpose: they work whether or not the app registers typed
 * i18next resources, and a missing or malformed translation degrades to an empty list instead
 * of crashing the page.
 */

/** One numbered section of a policy page (`terms.sections[]`, `privacy.sections[]`, …). */
export interface PolicySection {
  title: string;
  /** Paragraphs shown before the bullet list. */
  paragraphs: string[];
  /** Optional bullet list. */
  bullets: string[];
  /** Paragraphs shown after the bullet list. */
  after: string[];
}

/** A short titled item (`about.values.items[]`). */
export interface TitledItem {
  title: string;
  body: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads an array of strings; anything that is not a string is dropped. */
export function readStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string');
}

/** Reads an array of policy sections; entries without a title are dropped. */
export function readSections(value: unknown): PolicySection[] {
  if (!Array.isArray(value)) return [];
  const sections: PolicySection[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item['title'] !== 'string') continue;
    sections.push({
      title: item['title'],
      paragraphs: readStrings(item['paragraphs']),
      bullets: readStrings(item['bullets']),
      after: readStrings(item['after']),
    });
  }
  return sections;
}

/** Reads an array of `{ title, body }` items; incomplete entries are dropped. */
export function readTitledItems(value: unknown): TitledItem[] {
  if (!Array.isArray(value)) return [];
  const items: TitledItem[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const { title, body } = item;
    if (typeof title === 'string' && typeof body === 'string') items.push({ title, body });
  }
  return items;
}
