#!/usr/bin/env node
// Checks that every namespace file under src/locales exists in every language, that each holds the
// same keys, and that no translation is empty. Prints every problem and exits non-zero on any.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(import.meta.dirname, '..', 'src', 'locales');
const problems = [];
const languages = readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Flattens nested translations into dotted keys mapped to their values. */
function flatten(value, prefix = '', into = new Map()) {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function readNamespace(language, file) {
  const path = join(localesDir, language, file);
  try {
    return flatten(JSON.parse(readFileSync(path, 'utf8')));
  } catch (error) {
    problems.push(`${language}/${file}: cannot be read as JSON (${error.message})`);
    return new Map();
  }
}

const namespaceFiles = new Set(
  languages.flatMap((language) => readdirSync(join(localesDir, language)).filter((file) => file.endsWith('.json'))),
);

for (const file of [...namespaceFiles].sort()) {
  const present = languages.filter((language) => readdirSync(join(localesDir, language)).includes(file));
  for (const language of languages.filter((candidate) => !present.includes(candidate))) {
    problems.push(`${language}/${file}: missing (present in ${present.join(', ')})`);
  }
  const entries = new Map(present.map((language) => [language, readNamespace(language, file)]));
  const allKeys = new Set([...entries.values()].flatMap((flat) => [...flat.keys()]));
  for (const key of [...allKeys].sort()) {
    for (const [language, flat] of entries) {
      if (!flat.has(key)) {
        problems.push(`${language}/${file}: missing key "${key}"`);
      } else if (typeof flat.get(key) !== 'string') {
        problems.push(`${language}/${file}: "${key}" is not a string`);
      } else if (flat.get(key).trim() === '') {
        problems.push(`${language}/${file}: "${key}" is empty`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Locale check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`Locales OK: ${namespaceFiles.size} namespaces in ${languages.join(', ')}.`);
