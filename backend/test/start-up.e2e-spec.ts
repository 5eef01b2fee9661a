import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

/** Runs src/main.ts as `npm start` would (through ts-node) until it exits; answers its exit code and output. */
async function startUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', resolve(__dirname, '../src/main.ts')], {
    cwd: resolve(__dirname, '..'),
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: output.trim() };
}

describe('start-up with a bad configuration', () => {
  it('stops with one line naming the variable, not a stack trace', async () => {
    // Production without Razorpay keys and without an explicit sandbox is refused (anyone could get Premium free).
    const { code, output } = await startUntilExit({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-real-production-secret-of-enough-length-123456',
      PAYMENTS_SANDBOX: '',
      RAZORPAY_KEY_ID: '',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/^Invalid configuration: PAYMENTS_SANDBOX /);
    expect(output.split('\n')).toHaveLength(1);
  }, 60_000);
});
