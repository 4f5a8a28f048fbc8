import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { actorKindOf } from '@sankofa/events';
import { eventContextOf } from './event-context.ts';

const request = (path: string, principal: { memberId: string; role: 'member' | 'admin' } | undefined, headers: Record<string, string> = {}) =>
  ({ path, state: { principal, correlationId: 'request-1' }, get: (name: string) => headers[name] ?? '' }) as unknown as Context;

describe('who and why for the events of a request', () => {
  it("names the member, and the command's Idempotency-Key as the cause, else the request's correlation id", () => {
    expect(eventContextOf(request('/api/swipes', { memberId: 'ama', role: 'member' }, { 'Idempotency-Key': 'like-7' }))).toMatchObject({
      actorId: 'ama',
      actorKind: 'member',
      correlationId: 'request-1',
      causationId: 'like-7',
    });
    expect(eventContextOf(request('/api/swipes', { memberId: 'ama', role: 'member' }))).toMatchObject({ causationId: 'request-1' });
  });

  it('an admin in the admin area acts as an operator, and as a member anywhere else', () => {
    expect(eventContextOf(request('/api/admin/reports/r1/uphold', { memberId: 'ada', role: 'admin' })).actorKind).toBe('operator');
    expect(eventContextOf(request('/api/swipes', { memberId: 'ada', role: 'admin' })).actorKind).toBe('member');
  });

  it('an anonymous visitor (signing up, logging in) is a member, not yet known', () => {
    expect(eventContextOf(request('/api/auth/login', undefined))).toMatchObject({ actorId: 'anonymous', actorKind: 'member' });
  });
});

describe('the actor kind of events recorded before it was kept', () => {
  it('is read from the actor id: the admin CLI is an operator, schedulers and payments the system, anyone else a member', () => {
    expect(actorKindOf({ actorId: 'operator' })).toBe('operator');
    expect(actorKindOf({ actorId: 'system' })).toBe('system');
    expect(actorKindOf({ actorId: 'scheduler:premium-expiry' })).toBe('system');
    expect(actorKindOf({ actorId: 'payments:stripe' })).toBe('system');
    expect(actorKindOf({ actorId: 'anonymous' })).toBe('member');
    expect(actorKindOf({ actorId: '0190f3a2-7b1c-7d2e-8f3a-4b5c6d7e8f90' })).toBe('member');
    expect(actorKindOf({ actorId: 'system', actorKind: 'operator' })).toBe('operator');
  });
});
