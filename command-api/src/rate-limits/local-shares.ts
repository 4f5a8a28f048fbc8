import { RecentlyUsedMap } from '@sankofa/server-kit';

/**
 * A process takes a key's allowance from the shared count a share at a time (a tenth of it): one
 * round trip per share instead of one per request. The limit still holds across processes, since
 * every point spent here was counted there first; the cost is that a share one process holds is
 * not spendable by another, so a key spread over N processes may be refused up to
 * (N − 1) × (share − 1) points early, never late.
 */
export const SHARES_PER_WINDOW = 10;

// Enough for the members and addresses active on one instance within a window.
const KEPT_SHARES = 100_000;

export const shareSizeOf = (points: number): number => Math.max(1, Math.floor(points / SHARES_PER_WINDOW));

interface Share {
  points: number;
  /** When the shared window it was taken from ends (ms since the epoch): the share ends with it. */
  until: number;
}

/** The points of each key this process took from the shared count and has not spent yet. */
export const createLocalShares = () => {
  const shares = new RecentlyUsedMap<string, Share>(KEPT_SHARES);
  const live = (key: string, now: number): Share | undefined => {
    const share = shares.use(key);
    return share && share.until > now ? share : undefined;
  };
  return {
    /** Spends `points` from the key's share when it holds them: the common path, with no round trip. */
    spend(key: string, points: number, now = Date.now()): boolean {
      const share = live(key, now);
      if (!share || share.points < points) return false;
      share.points -= points;
      return true;
    },
    /** Takes what is left of the key's share out, to be spent with the points taken next. */
    takeOut(key: string, now = Date.now()): number {
      const held = live(key, now)?.points ?? 0;
      shares.delete(key);
      return held;
    },
    /** Adds points left over (requests of one key may reserve at once: each adds what it did not spend). */
    putBack(key: string, points: number, until: number, now = Date.now()): void {
      if (points <= 0) return;
      const share = live(key, now);
      shares.set(key, share ? { points: share.points + points, until: Math.max(share.until, until) } : { points, until });
    },
  };
};
