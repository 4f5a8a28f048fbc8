import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_IDENTITY_BAN_KEY } from '@sankofa/command-api/members/testing';
import { contactBlocksRouter } from '@sankofa/command-api/safety';
import { profileViewsRouter } from '@sankofa/command-api/profile-views';
import { discoveryQueryRouter } from '../discovery/index.ts';
import { membersQueryRouter } from '../members/index.ts';
import { profileViewsQueryRouter } from '../profile-views/index.ts';
import { joinMember, type JoinedMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { contactBlocksQueryRouter } from './index.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation', 'discovery', 'profile_viewers'],
    commandRouters: (deps) => [contactBlocksRouter({ ...deps, identityBanKey: TEST_IDENTITY_BAN_KEY }), profileViewsRouter(deps)],
    queryRouters: (deps) => [contactBlocksQueryRouter(deps), discoveryQueryRouter(deps), membersQueryRouter(deps), profileViewsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const call = async (method: string, path: string, member: JoinedMember, body?: unknown) => {
  const response = await fetch(`${stack.commandUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...member.headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};
const read = async (path: string, member: JoinedMember, minPosition?: string | null) => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { ...member.headers, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
  return { status: response.status, body: await response.json() };
};
const discoveredBy = async (member: JoinedMember, minPosition?: string | null): Promise<string[]> =>
  (await read('/api/users/discovery?limit=50', member, minPosition)).body.map((card: { id: string }) => card.id);

/** A number unlike any test member's, in a shape members type. */
let next = 0;
const freshNumber = () => `+233 24 ${String(4_000_000 + ++next).padStart(7, '0')}`;

describe('blocking people I know by their phone numbers', () => {
  it('hides the holder of a blocked number from her and her from the holder, including one who signs up with it later; she sees only how many', async () => {
    const ama = await joinMember(stack, { firstName: 'Ama' });
    const ex = await joinMember(stack, { firstName: 'Kojo' });
    const stranger = await joinMember(stack, { firstName: 'Yaw' });
    const laterNumber = freshNumber();
    expect(await discoveredBy(ama, stranger.position)).toEqual(expect.arrayContaining([ex.id, stranger.id]));

    // Written as her phone book has it, with spaces and dashes: the digits decide.
    const blocked = await call('POST', '/api/contact-blocks', ama, { phoneNumbers: [ex.phoneNumber.replace(/(\d{4})$/, '-$1'), laterNumber, laterNumber] });
    expect(blocked).toEqual({ status: 200, body: { count: 2, position: expect.any(String) } });
    expect((await read('/api/contact-blocks', ama, blocked.body.position)).body).toEqual({ count: 2 });
    expect(await discoveredBy(ama, blocked.body.position)).not.toContain(ex.id);
    expect(await discoveredBy(ama)).toContain(stranger.id);
    expect(await discoveredBy(ex)).not.toContain(ama.id);
    expect((await read(`/api/users/${ex.id}`, ama)).status).toBe(404);

    const newcomer = await joinMember(stack, { firstName: 'Kwesi', phoneNumber: laterNumber });
    expect(await discoveredBy(newcomer, newcomer.position)).not.toContain(ama.id);
    expect(await discoveredBy(ama)).not.toContain(newcomer.id);

    // A profile view from a hidden member is not shown to her either.
    const viewed = await call('POST', `/api/users/${ama.id}/view`, ex);
    const viewers = await read('/api/profile-viewers', ama, viewed.body.position ?? null);
    expect(JSON.stringify(viewers.body)).not.toContain(ex.id);

    const cleared = await call('DELETE', '/api/contact-blocks', ama);
    expect(cleared.status).toBe(200);
    expect((await read('/api/contact-blocks', ama, cleared.body.position)).body).toEqual({ count: 0 });
    // Her profile is open to them again at once, and their ranked discovery lists, ranked while the block stood, are ranked anew.
    expect((await read(`/api/users/${ex.id}`, ama, cleared.body.position)).status).toBe(200);
    expect((await read(`/api/users/${ama.id}`, newcomer)).status).toBe(200);
    expect(await discoveredBy(ama, cleared.body.position)).toEqual(expect.arrayContaining([ex.id, newcomer.id]));
    expect(await discoveredBy(ex)).toContain(ama.id);
    expect(await discoveredBy(newcomer)).toContain(ama.id);
  });

  it('keeps no number in clear: not in the log, not in any read model', async () => {
    const efua = await joinMember(stack, { firstName: 'Efua' });
    const number = freshNumber();
    const digits = number.replace(/\D/g, '');
    const blocked = await call('POST', '/api/contact-blocks', efua, { phoneNumbers: [number] });
    await read('/api/contact-blocks', efua, blocked.body.position);
    const { rows: events } = await stack.pool.query('SELECT data::text, metadata::text, stream_name FROM events');
    expect(JSON.stringify(events)).not.toContain(digits);
    expect(JSON.stringify(events)).not.toContain(digits.slice(3));
    const { rows: tables } = await stack.pool.query<{ schema: string; name: string }>(
      "SELECT table_schema AS schema, table_name AS name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'",
    );
    for (const { schema, name } of tables) {
      const { rows } = await stack.pool.query(`SELECT t::text AS row FROM "${schema}"."${name}" t`);
      expect(JSON.stringify(rows), `${schema}.${name}`).not.toContain(digits.slice(3));
    }
  });

  it('names what is wrong with a bad number', async () => {
    const abena = await joinMember(stack, { firstName: 'Abena' });
    expect(await call('POST', '/api/contact-blocks', abena, { phoneNumbers: ['+233 24 400 0001', '12345'] })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringContaining('7 to 15 digits') }),
    });
    expect((await call('POST', '/api/contact-blocks', abena, { phoneNumbers: [] })).status).toBe(400);
    expect((await call('POST', '/api/contact-blocks', abena, { phoneNumbers: ['call me maybe'] })).body.error).toContain('only digits');
  });
});
