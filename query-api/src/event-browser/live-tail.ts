import { EVENT_TAIL_LEASE_MS, eventTailMessage, type LivePush } from '@sankofa/contracts';
import { actorKindOf, recordedEvents, streamCategory } from '@sankofa/events';
import type { LiveClientHandler } from '../live/client-messages.ts';
import { liveMapper, type LiveMapper } from '../live/live-feed.ts';

/**
 * The live tail of the whole log over `/ws`, for admins: an admin's `event_tail` message turns it
 * on (for `EVENT_TAIL_LEASE_MS`, renewed by sending it again) or off; every event this instance's
 * feed reads then goes to the admins tailing here, as a summary (data stays in the detail route).
 * A member asking gets an error message and nothing else. Tails live in this process: the admin's
 * socket, and so their message, is on this instance.
 */
export const createEventTail = (clock: () => number = Date.now) => {
  const tailing = new Map<string, number>();

  const handler: LiveClientHandler = async (fromMemberId, message, { role }) => {
    const parsed = eventTailMessage.safeParse(message);
    if (!parsed.success) return [];
    if (role !== 'admin') {
      tailing.delete(fromMemberId);
      return [{ memberId: fromMemberId, type: 'error', payload: { code: 'forbidden', message: 'Only admins can watch the event log' } }];
    }
    if (parsed.data.payload.on) tailing.set(fromMemberId, clock() + EVENT_TAIL_LEASE_MS);
    else tailing.delete(fromMemberId);
    return [{ memberId: fromMemberId, type: 'event_tail', payload: { on: parsed.data.payload.on } }];
  };

  // A summary is the envelope alone: nothing is parsed, so an event its schema refuses still shows in the tail.
  const mapper: LiveMapper<LivePush> = liveMapper(recordedEvents(), (event) => {
    if (tailing.size === 0) return [];
    const now = clock();
    const { metadata } = event;
    const payload = {
      position: event.position,
      stream: event.stream,
      category: streamCategory(event.stream),
      revision: event.revision,
      type: event.type,
      occurredAt: metadata.occurredAt,
      eventId: metadata.eventId,
      correlationId: metadata.correlationId,
      causationId: metadata.causationId ?? null,
      actorId: metadata.actorId,
      actorKind: actorKindOf(metadata),
    };
    const messages: Array<LivePush & { memberId: string }> = [];
    for (const [memberId, until] of tailing) {
      if (until < now) tailing.delete(memberId);
      else messages.push({ memberId, type: 'log_event', payload });
    }
    return messages;
  });

  return { handler, mapper };
};

/** This process's tail, wired into the app's live mappers and client handlers. */
export const eventTail = createEventTail();
