#!/usr/bin/env node
// Checks that every file and folder the frontend's authors name is kebab-case (`use-page-title.ts`,
// `about-page.tsx`, `schema.d.ts`): lower-case words joined by hyphens, with dots before the
// extensions. Two kinds of names are TanStack Router's, not ours, and are skipped: src/routes (its
// file-route syntax, `sellers.$sellerId.tsx`, `_authenticated/`) and the generated src/routeTree.gen.ts.
// Prints every misnamed path and exits non-zero on any (decisions/0061).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const frontendDir = join(import.meta.dirname, '..');
const CHECKED_DIRS = ['src', 'e2e', 'build', 'scripts', 'public'];
const SKIPPED = new Set(['src/routes', 'src/routeTree.gen.ts']);
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The paths (relative to frontend/) under `dir` whose own name is not kebab-case. */
function misnamedPaths(dir, root = frontendDir) {
  const misnamed = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const shown = relative(root, path).split('\\').join('/');
    if (SKIPPED.has(shown)) continue;
    if (!KEBAB_CASE.test(entry.name)) misnamed.push(shown);
    if (entry.isDirectory()) misnamed.push(...misnamedPaths(path, root));
  }
  return misnamed;
}

const misnamed = CHECKED_DIRS.flatMap((dir) => misnamedPaths(join(frontendDir, dir)));
if (misnamed.length > 0) {
  console.error(`File name check failed (${misnamed.length} not kebab-case: lower-case words joined by "-"):`);
  for (const path of misnamed) console.error(`  - ${path}`);
  process.exit(1);
}
console.log(`File names OK: every name under ${CHECKED_DIRS.join(', ')} is kebab-case.`);
