import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectionConsoleRouter } from '@sankofa/command-api/projection-console';
import type { ProjectionConsole, ProjectionOperationView } from '@sankofa/contracts';
import { PROJECTION_OPERATIONS_STREAM, type RecordedEvent } from '@sankofa/events';
import { memberRegistered } from '@sankofa/projections/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { projectionConsoleQueryRouter } from './routes.ts';

let stack: FeatureStack;
let admin: { authorization: string };
let member: { authorization: string };
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members'],
    commandRouters: (deps) => [projectionConsoleRouter(deps)],
    queryRouters: (deps) => [projectionConsoleQueryRouter(deps)],
  });
  admin = { authorization: `Bearer ${await stack.tokens.issue({ memberId: 'ada', role: 'admin' })}` };
  member = await stack.bearer('kofi');
});
afterAll(() => stack.close());

const call = async (method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: unknown) => {
  const url = `${method === 'GET' ? stack.queryUrl : stack.commandUrl}${path}`;
  const response = await fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const consoleNow = async () => (await call('GET', '/api/admin/projections', admin)).body as unknown as ProjectionConsole;
const membersBuilds = async () => (await consoleNow()).builds.filter((build) => build.name === 'members');

/** A rebuild, a failure or a skip shows in the console a while after it is asked for. */
const inTime = { timeout: 30_000, interval: 100 };
const operationFinished = (id: string) =>
  vi.waitUntil(async () => (await consoleNow()).operations.find((operation) => operation.id === id && ['done', 'failed'].includes(operation.status)), inTime);
const membersRows = async () => (await stack.pool.query('SELECT id, first_name FROM public.members ORDER BY id')).rows;

describe('the projection console API', () => {
  it('answers only administrators: 401 without a token, 403 for a member, on every route', async () => {
    const routes = [
      ['GET', '/api/admin/projections'],
      ['POST', '/api/admin/projections/members/rebuild'],
      ['POST', '/api/admin/projections/members/retry'],
      ['POST', '/api/admin/projections/members/skip'],
    ] as const;
    for (const [method, path] of routes) {
      expect((await call(method, path, {}, method === 'POST' ? {} : undefined)).status).toBe(401);
      expect((await call(method, path, member, method === 'POST' ? { position: 'x', reason: 'because it is' } : undefined)).status).toBe(403);
    }
  });

  it('names what is wrong with a request: a bad name, an unknown projector, a skip without its position or reason', async () => {
    const badName = await call('POST', '/api/admin/projections/Not-A-Name/rebuild', admin);
    expect(badName).toMatchObject({ status: 400, body: { error: expect.stringMatching(/name must be a projector name/) } });
    expect(await call('POST', '/api/admin/projections/nothing_here/rebuild', admin)).toMatchObject({ status: 404, body: { code: 'projector_not_found' } });
    const noReason = await call('POST', '/api/admin/projections/members/skip', admin, { position: '1' });
    expect(noReason).toMatchObject({ status: 400, body: { error: expect.stringMatching(/reason is required/) } });
    const shortReason = await call('POST', '/api/admin/projections/members/skip', admin, { position: '1', reason: 'no' });
    expect(shortReason).toMatchObject({ status: 400, body: { error: expect.stringMatching(/reason must say why/) } });
    const noPosition = await call('POST', '/api/admin/projections/members/skip', admin, { reason: 'Corrupt import' });
    expect(noPosition).toMatchObject({ status: 400, body: { error: expect.stringMatching(/position is required/) } });
    expect(await call('POST', '/api/admin/projections/members/retry', admin)).toMatchObject({ status: 409, body: { code: 'projector_not_failed' } });
  });

  it('rebuilds blue/green on request: progress up to the switch to the twin build, the read model the same', async () => {
    for (let index = 0; index < 40; index++) await stack.given(`member-m${index}`, memberRegistered(`m${index}`, { firstName: `Member${index}` }));
    const [before] = await vi.waitUntil(async () => {
      const builds = await membersBuilds();
      return builds[0]?.lagEvents === 0 && builds[0].state === 'running' ? builds : undefined;
    }, inTime);
    const rowsBefore = await membersRows();
    expect(rowsBefore).toHaveLength(40);

    const requested = await call('POST', '/api/admin/projections/members/rebuild', admin);
    expect(requested).toMatchObject({ status: 202, body: { operation: { projector: 'members', kind: 'rebuild', requestedBy: 'ada' } } });
    expect(await call('POST', '/api/admin/projections/members/rebuild', admin)).toMatchObject({ status: 409, body: { code: 'projection_operation_pending' } });

    const operation = (requested.body.operation as ProjectionOperationView).id;
    const finished = await operationFinished(operation);
    expect(finished).toMatchObject({ status: 'done', percent: 100, totalEvents: 40, events: 40, phase: 'switched', version: before!.version });
    expect(finished.message).toMatch(/^switched to v\d+ \(projection_members_v\d+(_b)?\)$/);
    const [after] = await membersBuilds();
    expect(after).toMatchObject({ active: true, version: before!.version, schemaName: finished.schemaName });
    expect(after!.schemaName).not.toBe(before!.schemaName);
    expect(await membersRows()).toEqual(rowsBefore);
  });

  it('shows a failed projector with its poison event, and skips it on an admin’s reason, recorded in the log', async () => {
    const poison = { ...memberRegistered('broken'), data: { memberId: 'broken', not: 'a registration' } };
    const poisonPosition = await stack.given('member-broken', poison);
    await stack.given('member-after', memberRegistered('after', { firstName: 'After' }));
    const failed = await vi.waitUntil(async () => (await membersBuilds()).find((build) => build.state === 'failed'), inTime);
    expect(failed.failure).toMatchObject({ position: poisonPosition, eventId: poison.metadata.eventId, eventType: 'MemberRegistered', stream: 'member-broken' });
    expect(failed.failure?.error).toBeTruthy();
    expect(failed.lagEvents).toBe(2);

    const wrong = await call('POST', '/api/admin/projections/members/skip', admin, { position: '0000', reason: 'Written by the 2024 import, unreadable' });
    expect(wrong).toMatchObject({ status: 409, body: { code: 'projector_not_failed', error: expect.stringContaining(`failed at ${poisonPosition}`) } });

    const skipped = await call('POST', '/api/admin/projections/members/skip', admin, { position: poisonPosition, reason: 'Written by the 2024 import, unreadable' });
    expect(skipped).toMatchObject({ status: 202, body: { operation: { kind: 'skip', position: poisonPosition, reason: 'Written by the 2024 import, unreadable' } } });
    const audit: RecordedEvent[] = [];
    for await (const event of stack.store.readStream(PROJECTION_OPERATIONS_STREAM)) audit.push(event);
    expect(audit).toMatchObject([
      {
        type: 'ProjectorEventSkipped',
        position: skipped.body.position,
        metadata: { actorId: 'ada' },
        data: { projector: 'members', position: poisonPosition, eventId: poison.metadata.eventId, eventType: 'MemberRegistered', stream: 'member-broken', skippedBy: 'ada', reason: 'Written by the 2024 import, unreadable' },
      },
    ]);

    expect(await operationFinished((skipped.body.operation as ProjectionOperationView).id)).toMatchObject({ status: 'done' });
    await vi.waitUntil(async () => (await membersRows()).some((row) => row.id === 'after'), inTime);
    const [running] = await membersBuilds();
    expect(running).toMatchObject({ state: 'running', failure: null });
    expect((await membersRows()).map((row) => row.id)).not.toContain('broken');
  });
});
