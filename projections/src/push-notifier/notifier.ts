import { defineProjector } from '../projector.ts';
import { CREATE_PUSH_TABLES, claimQueued, claimReleased, dropStale, queuePushes } from './outbox.ts';
import { pushTriggers } from './push-messages.ts';
import { pushSender, TTL_SECONDS, type SendingOptions } from './send-pushes.ts';

export type PushNotifierOptions = SendingOptions;

/**
 * Pushes taken out per transaction: a crash between a claim and its pushes loses at most these,
 * and one claim costs one query for all their devices.
 */
const CLAIM_LIMIT = 100;

/** A push goes stale after a day: looking for stale ones once a minute, not at every round, is soon enough. */
const STALE_CHECK_MS = 60_000;

/**
 * Web Push while the app is closed (issue 16, item 2), a reactor: `apply` turns matches,
 * messages, likes, dates, games and event invitations into pushes (`pushMessagesFor`) queued with
 * their event's position; `react` sends those the push_subscriptions projector has passed, so a
 * device, a choice, a mute or a block made before the event is always seen, to the recipient's
 * devices that want them, holding those in quiet hours until they end. Each push is claimed
 * (deleted) in a committed transaction before it leaves: a crash loses a push rather than sending
 * it twice. A device the push service reports gone is unsubscribed (an event). It starts at the
 * log's head: it never pushes history.
 */
export const pushNotifier = (options: PushNotifierOptions) => {
  const sendAll = pushSender(options);
  let staleCheckedAt = Number.NEGATIVE_INFINITY;

  return defineProjector({
    name: 'push_notifier',
    version: 1,
    handles: pushTriggers,
    startFrom: 'head',
    init: async (tx) => {
      await tx.query(CREATE_PUSH_TABLES);
    },
    apply: (events, tx) => queuePushes(tx, events),
    react: {
      intervalMs: 1_000,
      /** Answers how many pushes were delivered. */
      run: async ({ now, inTables }) => {
        let delivered = 0;
        const checksStale = now.getTime() - staleCheckedAt >= STALE_CHECK_MS;
        if (checksStale) staleCheckedAt = now.getTime();
        for (let more = true; more; ) {
          // One transaction a round: a run after every batch must not cost one per kind of claim.
          const [queued, released] = await inTables(async (tx) => {
            if (checksStale) await dropStale(tx, new Date(now.getTime() - TTL_SECONDS * 1000));
            return [await claimQueued(tx, now, CLAIM_LIMIT), await claimReleased(tx, now, CLAIM_LIMIT)];
          });
          delivered += await sendAll([...queued.pushes, ...released.pushes]);
          more = queued.more || released.more;
        }
        return delivered;
      },
    },
  });
};
