import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '@sankofa/events';
import { givenMember, post, startAuthApi, streamEvents, type AuthApi } from '../auth/testing/api.ts';
import { grantAdmin } from './grant-admin.ts';

let api: AuthApi;
const context = { actorId: 'operator', correlationId: 'test' };

beforeAll(async () => {
  api = await startAuthApi();
});
afterAll(() => api.close());

const roleAtLogin = async (email: string) => {
  const { body } = await post(`${api.url}/api/auth/login`, { email, password: 'correct horse battery' });
  return (await api.tokens.verify((body.auth as { accessToken: string }).accessToken)).role;
};

describe('npm run admin -- grant <email>', () => {
  it("records the grant on the member's stream once; the member's next token carries the admin role", async () => {
    const memberId = await givenMember(api.store, 'ops@example.com', 'correct horse battery');
    expect(await roleAtLogin('ops@example.com')).toBe('member');

    expect(await grantAdmin(api.store, 'OPS@example.com', 'operator', context)).toMatchObject({ memberId, granted: true });
    expect(await grantAdmin(api.store, 'ops@example.com', 'operator', context)).toMatchObject({ memberId, granted: false });
    const grants = (await streamEvents(api.store, memberStream(memberId))).filter((event) => event.type === 'AdminRoleGranted');
    expect(grants).toMatchObject([{ data: { memberId, grantedBy: 'operator' } }]);
    expect(await roleAtLogin('ops@example.com')).toBe('admin');
  });

  it('refuses an address nobody registered', async () => {
    await expect(grantAdmin(api.store, 'nobody@example.com', 'operator', context)).rejects.toMatchObject({ code: 'member_not_found' });
  });
});
