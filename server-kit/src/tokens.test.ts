import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './tokens.ts';

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it("name their member and role, and say when they expire", async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z'), toFake: ['Date'] });
    const token = await tokens.issue({ memberId: 'ama', role: 'member' });
    expect(await tokens.verify(token)).toEqual({ memberId: 'ama', role: 'member', expiresAt: new Date('2025-06-01T10:01:00Z') });
  });

  it('refuse a token signed with another secret, or tampered with', async () => {
    const forged = await createAccessTokens({ secret: 'another-secret-at-least-16', ttlSeconds: 60 }).issue({ memberId: 'ama', role: 'admin' });
    await expect(tokens.verify(forged)).rejects.toMatchObject({ status: 401, message: 'Invalid access token' });
    const [header, , signature] = (await tokens.issue({ memberId: 'ama', role: 'member' })).split('.');
    const claims = Buffer.from(JSON.stringify({ sub: 'kofi', role: 'admin', iss: 'sankofa', exp: 4_000_000_000 })).toString('base64url');
    await expect(tokens.verify(`${header}.${claims}.${signature}`)).rejects.toMatchObject({ status: 401 });
  });

  it('refuse a token once it has expired, even one verified while it was valid', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z'), toFake: ['Date'] });
    const token = await tokens.issue({ memberId: 'ama', role: 'member' });
    expect((await tokens.verify(token)).memberId).toBe('ama');
    vi.setSystemTime(new Date('2025-06-01T10:01:01Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ status: 401, message: 'Access token expired' });
  });
});
