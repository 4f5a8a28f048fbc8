import { AccountDeleted, MemberSuspended, SessionRevoked, SessionsEnded, SuspensionLifted, eventsOf, type EventStore, type Position, type RecordedEvent } from '@sankofa/events';

/** The session an access token belongs to: its id and when it started (a member-wide end covers sessions started before it). */
export interface TokenSession {
  memberId: string;
  sessionId: string;
  startedAt: Date;
}

/** A member-wide end of sessions (`SessionsEnded`): those started before `before`, except one. */
export interface SessionsEndedCutoff {
  before: Date;
  exceptSessionId: string | null;
}

/** Whether `cutoff` ends `session`: the one rule the refresh route and every token check share. */
export const endedByCutoff = (cutoff: SessionsEndedCutoff | null, session: Pick<TokenSession, 'sessionId' | 'startedAt'>): boolean =>
  cutoff !== null && session.startedAt.getTime() < cutoff.before.getTime() && session.sessionId !== cutoff.exceptSessionId;

/**
 * The sessions ended lately, by this process's view of the log: access tokens are checked against
 * it on every request, so a revoked session's tokens stop working before they expire.
 */
export interface SessionRevocations {
  isRevoked(session: TokenSession): boolean;
  /**
   * Takes in a `SessionRevoked`, `SessionsEnded`, `MemberSuspended`, `SuspensionLifted` or `AccountDeleted` as recorded (read from the log,
   * or at once from the process that appended it); ignores other events. A suspended member's every token is refused until the suspension
   * is lifted, and those issued before it stay refused after; a deleted member's, for good.
   */
  apply(event: RecordedEvent): void;
  /** Calls `listener` after each revocation that touches `memberId`, until the returned function is called. */
  watch(memberId: string, listener: () => void): () => void;
}

const revocationEvents = eventsOf(SessionRevoked, SessionsEnded, MemberSuspended, SuspensionLifted, AccountDeleted);

/** Keeps `map`'s entries in the order they were last set, so the oldest are first. */
const setLast = <Value>(map: Map<string, Value>, key: string, value: Value) => {
  map.delete(key);
  map.set(key, value);
};
const dropOlderThan = <Value extends { appliedAt: number }>(map: Map<string, Value>, oldest: number) => {
  for (const [key, { appliedAt }] of map) {
    if (appliedAt >= oldest) return;
    map.delete(key);
  }
};

/**
 * `retainMs`: how long an entry matters, the access tokens' lifetime and a margin. A revoked
 * session cannot refresh, so once every token it had before has expired, forgetting it is safe.
 */
export const createSessionRevocations = (options: { retainMs: number }): SessionRevocations => {
  const revokedSessions = new Map<string, { appliedAt: number }>();
  // The latest cutoff per member: a later end of sessions covers every session an earlier one did, but its own.
  const cutoffs = new Map<string, SessionsEndedCutoff & { appliedAt: number }>();
  // Kept until lifted, however old: a suspension does not expire with the tokens.
  const suspended = new Set<string>();
  // Kept for good: a deleted account never signs in again.
  const deleted = new Set<string>();
  const watchers = new Map<string, Set<() => void>>();
  const notify = (memberId: string) => watchers.get(memberId)?.forEach((listener) => listener());
  const forgetExpired = () => {
    const oldest = Date.now() - options.retainMs;
    dropOlderThan(revokedSessions, oldest);
    dropOlderThan(cutoffs, oldest);
  };
  const endSessionsBefore = (memberId: string, cutoff: SessionsEndedCutoff) => {
    forgetExpired();
    const known = cutoffs.get(memberId);
    if (!known || known.before.getTime() <= cutoff.before.getTime()) setLast(cutoffs, memberId, { ...cutoff, appliedAt: Date.now() });
  };

  return {
    isRevoked: (session) =>
      suspended.has(session.memberId) || deleted.has(session.memberId) || revokedSessions.has(session.sessionId) || endedByCutoff(cutoffs.get(session.memberId) ?? null, session),
    apply(recorded) {
      if (!revocationEvents.has(recorded)) return;
      const event = revocationEvents.parse(recorded);
      if (event.type === 'SessionRevoked') {
        const { sessionId, memberId } = event.data;
        forgetExpired();
        setLast(revokedSessions, sessionId, { appliedAt: Date.now() });
        notify(memberId);
      } else if (event.type === 'SessionsEnded') {
        const { memberId, before, exceptSessionId } = event.data;
        endSessionsBefore(memberId, { before: new Date(before), exceptSessionId });
        notify(memberId);
      } else if (event.type === 'MemberSuspended') {
        const { memberId } = event.data;
        suspended.add(memberId);
        // Its tokens stay ended once the suspension is lifted: she signs in afresh, as the refresh route already requires.
        endSessionsBefore(memberId, { before: new Date(recorded.metadata.occurredAt), exceptSessionId: null });
        notify(memberId);
      } else if (event.type === 'AccountDeleted') {
        deleted.add(event.data.memberId);
        notify(event.data.memberId);
      } else if (event.type === 'SuspensionLifted') {
        suspended.delete(event.data.memberId);
      }
    },
    watch(memberId, listener) {
      const ofMember = watchers.get(memberId) ?? new Set();
      watchers.set(memberId, ofMember.add(listener));
      return () => {
        ofMember.delete(listener);
        if (ofMember.size === 0) watchers.delete(memberId);
      };
    },
  };
};

const RETRY_DELAY_MS = 1_000;

/**
 * Loads every revocation in the log into `revocations`, then keeps following the log: resolves
 * once loaded (serve requests only then), and returns how to stop. A dropped subscription resumes
 * after the last event seen.
 */
export const followSessionRevocations = async (
  store: EventStore,
  revocations: SessionRevocations,
  onError: (error: unknown) => void = () => undefined,
): Promise<{ stop(): void }> => {
  const filter = { types: revocationEvents.types };
  let after: Position | undefined = (await store.headPosition()) ?? undefined;
  let lastRead: Position | undefined;
  for await (const event of store.readAll(filter)) {
    revocations.apply(event);
    lastRead = event.position;
  }
  if (lastRead !== undefined && (after === undefined || lastRead > after)) after = lastRead;

  const abort = new AbortController();
  void (async () => {
    while (!abort.signal.aborted) {
      try {
        for await (const event of store.subscribe({ after, filter, signal: abort.signal })) {
          revocations.apply(event);
          after = event.position;
        }
      } catch (error) {
        onError(error);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  })();
  return { stop: () => abort.abort() };
};
