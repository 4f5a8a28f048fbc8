import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys.ts';

const development = async () => ({ PUSH_NOTIFICATIONS: true, production: false, dataDir: await mkdtemp(path.join(tmpdir(), 'sankofa-vapid-')) });

describe('VAPID keys', () => {
  it('are generated once in development and kept in the data directory, private to its owner', async () => {
    const config = await development();
    const first = resolveVapidKeys(config)!;
    expect(first.publicKey).toMatch(/^[\w-]{87}$/); // 65 bytes, base64url
    expect(first.subject).toMatch(/^mailto:/);
    expect(resolveVapidKeys(config)).toEqual(first);
    const file = path.join(config.dataDir, 'vapid-keys.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when set, and there are none while push is off', async () => {
    const config = await development();
    const keys = { VAPID_PUBLIC_KEY: 'public', VAPID_PRIVATE_KEY: 'private', VAPID_SUBJECT: 'https://sankofa.example/contact' };
    expect(resolveVapidKeys({ ...config, ...keys })).toEqual({ publicKey: 'public', privateKey: 'private', subject: 'https://sankofa.example/contact' });
    expect(resolveVapidKeys({ ...config, PUSH_NOTIFICATIONS: false })).toBeNull();
  });
});
