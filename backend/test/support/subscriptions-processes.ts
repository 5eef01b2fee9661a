import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

/** A server process as `npm run start:worker` (or another role) runs it, from the TypeScript sources. */
export function startServerProcess(env: Record<string, string>, readyText = 'Sikka worker is running'): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, '../../src/main.ts')], {
    cwd: resolve(__dirname, '../..'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes(readyText)) done();
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => fail(new Error(`server process exited with ${code}:\n${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready };
}

/** A worker-role process (as `npm run start:worker` runs it) on the test app's Redis prefix. */
export function startWorker(redisPrefix: string, extraEnv: Record<string, string> = {}): { child: ChildProcess; ready: Promise<void> } {
  return startServerProcess({ APP_ROLE: 'worker', REDIS_PREFIX: redisPrefix, ...extraEnv });
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/** Runs redis-cli against a private server. */
export function redisCli(port: number, ...args: string[]): string {
  return execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' }).trim();
}
