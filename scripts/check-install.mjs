#!/usr/bin/env node
/**
 * Runs after every `npm install` (the root `postinstall`), on the Node that npm scripts use.
 * The project's .npmrc shows npm's errors only (decisions/0035): npm checks `engines` against the
 * Node that started npm (often 20), while everything here runs on the Node 22 of the `node`
 * devDependency, so npm's own warnings were a wall of false alarms. This script makes the checks
 * that matter instead, and stays silent when all is well:
 *   - npm scripts run on the Node the `node` devDependency provides (its install script ran);
 *   - argon2's native module loads;
 *   - every installed package's `engines.node` accepts that Node (warnings, printed by name).
 * A broken install exits 1, so `npm install` fails where it would otherwise break silently.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const problems = [];
const warnings = [];

function checkNode() {
  const wanted = rootPackage.devDependencies?.node;
  // `npm install --omit=dev` leaves the bundled Node out on purpose: the machine's Node runs the server.
  if (!wanted || !existsSync(join(root, 'node_modules', 'node', 'package.json'))) return;
  if (process.version !== `v${wanted}`) {
    problems.push(
      `npm scripts run on Node ${process.version}, not the Node ${wanted} of the "node" devDependency: ` +
        `its install script did not run (is "node" allowed in package.json's allowScripts?)`,
    );
  }
}

function checkArgon2() {
  // In a child process: a native module built for another Node can crash the process that loads it.
  const result = spawnSync(process.execPath, ['-e', "require(require('node:module').createRequire(process.argv[1]).resolve('argon2'))", join(root, 'backend', 'package.json')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    const reason = result.signal ? `the process died with ${result.signal}` : result.stderr.trim().split('\n').find((line) => /Error/.test(line)) ?? `exit ${result.status}`;
    problems.push(`argon2's native module does not load on Node ${process.version} (is "argon2" allowed in package.json's allowScripts?): ${reason}`);
  }
}

function checkEngines() {
  const version = process.version.slice(1);
  const selector = `:attr(engines, [node]):not(:semver(${version}, :attr(engines, [node])))`;
  const npm = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath, 'query', selector]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['query', selector]];
  const result = spawnSync(npm[0], npm[1], { cwd: root, encoding: 'utf8', shell: !process.env.npm_execpath && process.platform === 'win32' });
  if (result.status !== 0) {
    warnings.push(`could not check the packages' engines (npm query exited ${result.status ?? result.signal}): ${result.stderr.trim()}`);
    return;
  }
  for (const found of JSON.parse(result.stdout)) {
    warnings.push(`${found.name}@${found.version} (${found.location}) declares node ${found.engines.node}, not ${process.version}`);
  }
}

checkNode();
if (!problems.length) checkArgon2();
checkEngines();
for (const warning of warnings) process.stderr.write(`check-install: warning: ${warning}\n`);
for (const problem of problems) process.stderr.write(`check-install: error: ${problem}\n`);
process.exit(problems.length ? 1 : 0);
