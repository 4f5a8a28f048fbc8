import { newEvent, pushStream, PushUnsubscribed, type EventStore } from '@sankofa/events';
import type { PushSender } from '@sankofa/adapters/push';
import type { Logger } from '@sankofa/server-kit';
import type { Push } from './outbox.ts';
import type { PushMessage } from './push-messages.ts';

export interface SendingOptions {
  store: EventStore;
  send: PushSender;
  logger?: Logger;
}

/** A day: a push the push service could not deliver within it is stale news. */
export const TTL_SECONDS = 86_400;
/** Pushes in flight at a time: push services answer in tens of milliseconds, one at a time would queue. */
const CONCURRENT_PUSHES = 16;

const urgencyOf = (message: PushMessage) => (message.kind === 'messages' || message.kind === 'matches' ? 'high' : 'normal');

/** Each push once, CONCURRENT_PUSHES at a time; answers how many were delivered. */
export const pushSender = ({ store, send, logger }: SendingOptions) => {
  const unsubscribeGone = ({ message, device }: Push) =>
    store.append(pushStream(message.memberId), [
      newEvent(PushUnsubscribed, { memberId: message.memberId, subscriptionId: device.subscriptionId, reason: 'gone' }, { actorId: 'push-notifier', correlationId: message.notificationId }),
    ]);

  const pushOne = async (push: Push): Promise<boolean> => {
    const { message, device } = push;
    const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.notificationId });
    try {
      const outcome = await send(device, payload, { ttlSeconds: TTL_SECONDS, urgency: urgencyOf(message) });
      if (outcome === 'gone') await unsubscribeGone(push);
      return outcome === 'delivered';
    } catch (error) {
      // At most once: a push service that fails now is not asked again for this notification.
      logger?.warn('push failed', { subscriptionId: device.subscriptionId, error: (error as Error).message });
      return false;
    }
  };

  return async (pushes: readonly Push[]): Promise<number> => {
    let next = 0;
    let delivered = 0;
    const worker = async () => {
      while (next < pushes.length) {
        if (await pushOne(pushes[next++]!)) delivered++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENT_PUSHES, pushes.length) }, worker));
    return delivered;
  };
};
