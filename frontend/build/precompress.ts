import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth precompressing; pictures and fonts of the build are compressed formats already. */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map'];

/** Below this many bytes a file is served as it is (the server compresses nothing that small either). */
export const PRECOMPRESS_THRESHOLD_BYTES = 1024;

/** What `precompressDirectory` wrote: the files it compressed, by path relative to the folder. */
export interface PrecompressReport {
  files: { path: string; plain: number; gzip: number; brotli: number }[];
}

async function* filesUnder(dir: string, prefix = ''): AsyncGenerator<string> {
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses one file at maximum quality and writes its `.br` and `.gz` twins, each only if it is smaller. */
async function precompressFile(dir: string, path: string): Promise<PrecompressReport['files'][number] | null> {
  const file = join(dir, path);
  const plain = await readFile(file);
  if (plain.length < PRECOMPRESS_THRESHOLD_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < plain.length) await writeFile(`${file}.br`, br);
  if (gz.length < plain.length) await writeFile(`${file}.gz`, gz);
  return { path, plain: plain.length, gzip: gz.length, brotli: br.length };
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of `dir` (PRECOMPRESSED_EXTENSIONS, at
 * least PRECOMPRESS_THRESHOLD_BYTES), so the server sends these bytes instead of compressing the same
 * bundle on every request, and at a quality too slow to use per request (decisions/0048).
 */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const paths: string[] = [];
  for await (const path of filesUnder(dir)) {
    if (PRECOMPRESSED_EXTENSIONS.includes(extname(path).toLowerCase())) paths.push(path);
  }
  const files = await Promise.all(paths.map((path) => precompressFile(dir, path)));
  return { files: files.filter((file) => file !== null) };
}

/**
 * Vite plugin: once a production build is written, precompresses its text files with brotli and
 * gzip at maximum quality (precompressDirectory). The server serves /assets from these twins.
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | null = null;
  return {
    name: 'sikka:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const { files } = await precompressDirectory(outDir);
      const kB = (pick: (file: PrecompressReport['files'][number]) => number) => (files.reduce((sum, file) => sum + pick(file), 0) / 1024).toFixed(1);
      logger?.info(`precompressed ${files.length} files: ${kB((f) => f.plain)} kB, gzip ${kB((f) => f.gzip)} kB, brotli ${kB((f) => f.brotli)} kB`);
    },
  };
}
