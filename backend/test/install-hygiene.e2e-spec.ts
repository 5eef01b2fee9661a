/**
 * A fresh `npm install` must neither break silently (install scripts a coming npm skips: no Node 22,
 * no argon2 binary) nor bury a real problem under false alarms (decisions/0035).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');
const rootPackage = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const BUNDLED_NODE = resolve(ROOT, 'node_modules', '.bin', 'node');

function npm(args: string[]) {
  const execPath = process.env.npm_execpath;
  return execPath && /npm-cli\.js$/.test(execPath)
    ? spawnSync(process.execPath, [execPath, ...args], { cwd: ROOT, encoding: 'utf8' })
    : spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8' });
}

function npmrc(): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(resolve(ROOT, '.npmrc'), 'utf8').split('\n')) {
    const match = /^\s*([\w-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) settings[match[1]] = match[2];
  }
  return settings;
}

describe('install hygiene', () => {
  it('decides every dependency install script in allowScripts, so no npm skips or runs one unreviewed', () => {
    const listed = npm(['install-scripts', 'ls', '--json']);
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({ allowScripts: [] });
  });

  it('lets the bundled Node and argon2 build, and keeps the analytics postinstall from running', () => {
    expect(rootPackage.allowScripts).toMatchObject({ node: true, argon2: true, '@scarf/scarf': false });
  });

  it('shows npm errors only, refuses unreviewed install scripts, and re-checks the install on the Node that runs it', () => {
    expect(npmrc()).toMatchObject({ loglevel: 'error', 'strict-allow-scripts': 'true' });
    expect(rootPackage.scripts.postinstall).toBe('node scripts/check-install.mjs');
  });

  it('finds nothing wrong with this install, and says nothing', () => {
    const check = spawnSync(BUNDLED_NODE, [resolve(ROOT, 'scripts', 'check-install.mjs')], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_execpath: '' } });
    expect({ status: check.status, stderr: check.stderr, stdout: check.stdout }).toEqual({ status: 0, stderr: '', stdout: '' });
  });

  it('has every installed package accept the bundled Node in its engines', () => {
    const version = spawnSync(BUNDLED_NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version).toBe(`v${rootPackage.devDependencies.node}`);
    const found = npm(['query', `:attr(engines, [node]):not(:semver(${version.slice(1)}, :attr(engines, [node])))`]);
    expect(found.status).toBe(0);
    expect(JSON.parse(found.stdout).map((p: { name: string; version: string }) => `${p.name}@${p.version}`)).toEqual([]);
  });
});
