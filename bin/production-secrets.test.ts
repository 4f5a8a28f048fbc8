import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs an entry point until it exits on its own; what it wrote to stderr, and its exit code. */
const runEntryPoint = (entry: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stderr }));
  });

describe('entry points in production', () => {
  it.each(['bin/start.ts', 'bin/command-api.ts', 'bin/query-api.ts', 'bin/projections-worker.ts'])(
    '%s refuses the development JWT secret with one line naming it',
    async (entry) => {
      const { code, stderr } = await runEntryPoint(entry, { NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Refusing to start in production: JWT_SECRET/)]);
    },
  );

  it('refuses a TOTP key equal to the JWT secret', async () => {
    const secret = 's'.repeat(40);
    const { code, stderr } = await runEntryPoint('bin/start.ts', { NODE_ENV: 'production', JWT_SECRET: secret, TOTP_ENCRYPTION_KEY: secret });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Refusing to start in production: TOTP_ENCRYPTION_KEY must differ from JWT_SECRET');
  });

  it('refuses push on without its VAPID keys, naming the missing one', async () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), TOTP_ENCRYPTION_KEY: 't'.repeat(40), IDENTITY_BAN_KEY: 'b'.repeat(40), PERSONAL_DATA_MASTER_KEY: 'm'.repeat(40), PUSH_NOTIFICATIONS: 'true' };
    const { code, stderr } = await runEntryPoint('bin/projections-worker.ts', { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe('Refusing to start in production: PUSH_NOTIFICATIONS=true needs VAPID_PUBLIC_KEY');
  });
});
