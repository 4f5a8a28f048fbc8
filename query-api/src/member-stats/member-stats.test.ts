import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream, type Position } from '@sankofa/events';
import { memberRegistered } from '@sankofa/projections/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberStatsQueryRouter } from './routes.ts';

let stack: FeatureStack;
const ama = randomUUID();
let registeredAt: Position;

beforeAll(async () => {
  stack = await startFeatureStack({ projectorNames: ['member_stats'], queryRouters: (deps) => [memberStatsQueryRouter(deps)] });
  registeredAt = await stack.given(memberStream(ama), memberRegistered(ama));
});
afterAll(() => stack.close());

const statsOf = async (memberId: string, minPosition?: Position) =>
  fetch(`${stack.queryUrl}/api/user/stats`, { headers: { ...(await stack.bearer(memberId)), ...(minPosition ? { 'x-min-position': minPosition } : {}) } });

describe('GET /api/user/stats', () => {
  it('answers 401 without a valid token', async () => {
    expect((await fetch(`${stack.queryUrl}/api/user/stats`)).status).toBe(401);
  });

  it("answers the member's counters, zero before any swipe", async () => {
    const response = await statsOf(ama, registeredAt);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBe('true');
    expect(await response.json()).toEqual({ matches: 0, likesGiven: 0, superLikes: 0 });
    const rows = await stack.pool.query('SELECT member_id FROM member_stats');
    expect(rows.rows).toEqual([{ member_id: ama }]);
  });

  it('answers zeros for a member the read model has no row for', async () => {
    expect(await (await statsOf(randomUUID())).json()).toEqual({ matches: 0, likesGiven: 0, superLikes: 0 });
  });
});
