import { describe, expect, it, vi } from 'vitest';
import { AccountDeleted, MemberSuspended, SessionRevoked, SessionsEnded, SuspensionLifted, newEvent, type NewEvent, type RecordedEvent } from '@sankofa/events';
import { createAccessTokens } from '../tokens.ts';
import { createSessionRevocations } from './revocations.ts';

const context = { actorId: 'ama', correlationId: 'test' };
/** `event` as the log records it: revocations are taken in as recorded. */
const recorded = (event: NewEvent): RecordedEvent => ({ ...event, stream: 'test', revision: 0, position: '0' });
const startedAt = new Date('2025-06-01T10:00:00Z');
const principal = (sessionId: string, started = startedAt) => ({ memberId: 'ama', role: 'member' as const, session: { id: sessionId, startedAt: started } });

describe('the revocation set', () => {
  it('refuses the access tokens of a revoked session at the next verify, even one verified (and cached) before', async () => {
    const revocations = createSessionRevocations({ retainMs: 60_000 });
    const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60, revocations });
    const phone = await tokens.issue(principal('phone'));
    const laptop = await tokens.issue(principal('laptop'));
    expect(await tokens.verify(phone)).toMatchObject({ memberId: 'ama', session: { id: 'phone', startedAt } });

    revocations.apply(recorded(newEvent(SessionRevoked, { sessionId: 'phone', memberId: 'ama', reason: 'logout' }, context)));
    await expect(tokens.verify(phone)).rejects.toMatchObject({ status: 401, message: 'This session has ended; sign in again' });
    expect((await tokens.verify(laptop)).session?.id).toBe('laptop');
  });

  it('ends every session of the member started before a cutoff, except the one named, and none started after', async () => {
    const revocations = createSessionRevocations({ retainMs: 60_000 });
    const before = new Date('2025-06-01T12:00:00Z');
    revocations.apply(recorded(newEvent(SessionsEnded, { memberId: 'ama', before: before.toISOString(), exceptSessionId: 'kept', reason: 'password_changed' }, context)));
    const session = (sessionId: string, started: Date, memberId = 'ama') => ({ memberId, sessionId, startedAt: started });
    expect(revocations.isRevoked(session('old', startedAt))).toBe(true);
    expect(revocations.isRevoked(session('kept', startedAt))).toBe(false);
    expect(revocations.isRevoked(session('new', new Date('2025-06-01T12:00:01Z')))).toBe(false);
    expect(revocations.isRevoked(session('kofi-old', startedAt, 'kofi'))).toBe(false);
  });

  it('tells the watchers of the member, until they stop watching', () => {
    const revocations = createSessionRevocations({ retainMs: 60_000 });
    const heard: string[] = [];
    const stop = revocations.watch('ama', () => heard.push('ama'));
    revocations.watch('kofi', () => heard.push('kofi'));
    revocations.apply(recorded(newEvent(SessionRevoked, { sessionId: 's1', memberId: 'ama', reason: 'logout' }, context)));
    stop();
    revocations.apply(recorded(newEvent(SessionRevoked, { sessionId: 's2', memberId: 'ama', reason: 'logout' }, context)));
    expect(heard).toEqual(['ama']);
  });

  it('forgets a revocation once every access token it could stop has expired', () => {
    const revocations = createSessionRevocations({ retainMs: 0 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      revocations.apply(recorded(newEvent(SessionRevoked, { sessionId: 's1', memberId: 'ama', reason: 'logout' }, context)));
      // A millisecond on, s1's revocation is older than retainMs keeps.
      vi.advanceTimersByTime(1);
      revocations.apply(recorded(newEvent(SessionRevoked, { sessionId: 's2', memberId: 'ama', reason: 'logout' }, context)));
    } finally {
      vi.useRealTimers();
    }
    expect(revocations.isRevoked({ memberId: 'ama', sessionId: 's1', startedAt })).toBe(false);
    expect(revocations.isRevoked({ memberId: 'ama', sessionId: 's2', startedAt })).toBe(true);
  });

  it("refuses every token of a suspended member, tells the member's watchers, and once lifted lets in only sessions started after the suspension", () => {
    const revocations = createSessionRevocations({ retainMs: 60_000 });
    const heard: string[] = [];
    revocations.watch('ama', () => heard.push('ama'));
    const suspendedAt = new Date('2025-06-02T10:00:00Z');
    revocations.apply(recorded(newEvent(MemberSuspended, { memberId: 'ama', reason: 'Spam', reportId: 'r1', decidedBy: 'admin' }, { ...context, now: suspendedAt })));
    const session = (sessionId: string, memberId = 'ama', started = startedAt) => ({ memberId, sessionId, startedAt: started });
    expect(revocations.isRevoked(session('phone'))).toBe(true);
    expect(revocations.isRevoked(session('kofi-phone', 'kofi'))).toBe(false);
    expect(heard).toEqual(['ama']);
    revocations.apply(recorded(newEvent(SuspensionLifted, { memberId: 'ama', decidedBy: 'admin' }, context)));
    expect(revocations.isRevoked(session('phone'))).toBe(true);
    expect(revocations.isRevoked(session('laptop', 'ama', new Date('2025-06-03T10:00:00Z')))).toBe(false);
  });

  it("refuses every token of a deleted member for good, and tells the member's watchers (her sockets close)", () => {
    const revocations = createSessionRevocations({ retainMs: 0 });
    const heard: string[] = [];
    revocations.watch('ama', () => heard.push('ama'));
    revocations.apply(recorded(newEvent(AccountDeleted, { memberId: 'ama' }, context)));
    expect(revocations.isRevoked({ memberId: 'ama', sessionId: 'phone', startedAt: new Date() })).toBe(true);
    expect(revocations.isRevoked({ memberId: 'kofi', sessionId: 'kofi-phone', startedAt })).toBe(false);
    expect(heard).toEqual(['ama']);
  });
});
