// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, PRECOMPRESS_THRESHOLD_BYTES } from './precompress';

/** Calls a plugin hook the way Vite does, whether it is written as a function or as `{ handler }`. */
function callHook<K extends 'configResolved' | 'closeBundle'>(plugin: Plugin, name: K, ...args: unknown[]): unknown {
  const hook = plugin[name] as unknown;
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: (...a: unknown[]) => unknown }).handler) as (...a: unknown[]) => unknown;
  return handler.call({}, ...args);
}

describe('precompress (Vite plugin)', () => {
  let root: string;
  let outDir: string;
  const logged: string[] = [];
  // Words in a fixed pseudo-random order: compressible like code, not a trivial repetition.
  const WORDS = ['coin', 'rupee', 'anna', 'paisa', 'mohur', 'silver', 'copper', 'mint', 'Calcutta', 'Bombay', 'Madras', 'George', 'Victoria'];
  const BUNDLE = `export const words=${JSON.stringify(Array.from({ length: 3000 }, (_, i) => WORDS[(i * 7919 + ((i * i) % 13)) % WORDS.length]).join(' '))};`;
  const STYLE = `.coin{color:#b08d57}${'.card{margin:0 auto;padding:8px}'.repeat(100)}`;
  const MANIFEST = JSON.stringify({ name: 'Sikka', icons: Array.from({ length: 40 }, (_, i) => ({ src: `/icon-${i}.png`, sizes: `${i}x${i}` })) });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'sikka-precompress-'));
    outDir = join(root, 'dist');
    mkdirSync(join(outDir, 'assets', 'nested'), { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<!doctype html><title>Sikka</title>${'<p>coin</p>'.repeat(200)}`);
    writeFileSync(join(outDir, 'assets', 'index-Ab12.js'), BUNDLE);
    writeFileSync(join(outDir, 'assets', 'nested', 'style-Cd34.css'), STYLE);
    writeFileSync(join(outDir, 'manifest.webmanifest'), MANIFEST);
    writeFileSync(join(outDir, 'assets', 'tiny-Ef56.js'), 'console.log(1)');
    writeFileSync(join(outDir, 'assets', 'coin-Gh78.png'), Buffer.alloc(4096, 7));
    logged.length = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const run = async (plugin: Plugin) => {
    callHook(plugin, 'configResolved', { root, build: { outDir: 'dist' }, logger: { info: (line: string) => logged.push(line) } } as unknown as ResolvedConfig);
    await callHook(plugin, 'closeBundle');
  };

  it('is applied to production builds only', () => {
    expect(precompress().apply).toBe('build');
  });

  it('writes .br and .gz twins that decode to each text file, nested folders included', async () => {
    await run(precompress());
    for (const [path, text] of [
      ['assets/index-Ab12.js', BUNDLE],
      ['assets/nested/style-Cd34.css', STYLE],
      ['manifest.webmanifest', MANIFEST],
    ] as const) {
      const file = join(outDir, path);
      const br = readFileSync(`${file}.br`);
      const gz = readFileSync(`${file}.gz`);
      expect(brotliDecompressSync(br).toString()).toBe(text);
      expect(gunzipSync(gz).toString()).toBe(text);
      expect(br.length).toBeLessThan(Buffer.byteLength(text));
      expect(gz.length).toBeLessThan(Buffer.byteLength(text));
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
    expect(existsSync(join(outDir, 'index.html.br'))).toBe(true);
    expect(logged).toEqual([expect.stringMatching(/^precompressed 4 files: .* kB, gzip .* kB, brotli .* kB$/)]);
  });

  it('leaves small files and pictures alone', async () => {
    expect(Buffer.byteLength('console.log(1)')).toBeLessThan(PRECOMPRESS_THRESHOLD_BYTES);
    await run(precompress());
    const assets = readdirSync(join(outDir, 'assets'));
    expect(assets.filter((name) => name.startsWith('tiny-'))).toEqual(['tiny-Ef56.js']);
    expect(assets.filter((name) => name.startsWith('coin-'))).toEqual(['coin-Gh78.png']);
  });

  it('uses maximum quality: gzip 9, and brotli 11, smaller than the quality the server uses per request', async () => {
    await run(precompress());
    const file = join(outDir, 'assets', 'index-Ab12.js');
    const br = readFileSync(`${file}.br`);
    expect(readFileSync(`${file}.gz`)).toEqual(gzipSync(BUNDLE, { level: 9 }));
    expect(br.length).toBeLessThan(brotliCompressSync(BUNDLE, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length);
    expect(br.length).toBeLessThan(readFileSync(`${file}.gz`).length);
  });

  it('does not compress its own twins again when run twice', async () => {
    await run(precompress());
    await run(precompress());
    const names = readdirSync(join(outDir, 'assets')).filter((name) => name.startsWith('index-'));
    expect(names.sort()).toEqual(['index-Ab12.js', 'index-Ab12.js.br', 'index-Ab12.js.gz']);
  });
});
