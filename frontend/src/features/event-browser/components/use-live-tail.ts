import { useEffect, useState } from 'react';
import { EVENT_TAIL_LEASE_MS, type EventSummary } from '@sankofa/contracts';
import { sendLiveMessage } from '../../../lib/live/live-channel.ts';
import { useLiveMessage } from '../../../lib/live/use-live-message.ts';

const KEPT = 100;
// Renewed well before the server's lease ends, so a slow tick never lets the tail lapse.
const RENEW_MS = EVENT_TAIL_LEASE_MS / 2;

/** Keeps the newest `KEPT` events, newest first, without the same event twice. */
export const withTailed = (events: readonly EventSummary[], event: EventSummary): EventSummary[] =>
  [event, ...events.filter((kept) => kept.eventId !== event.eventId)].slice(0, KEPT);

/** While `on`, the whole log's new events over /ws, newest first; the server refuses anyone but an admin. */
export function useLiveTail(on: boolean) {
  const [events, setEvents] = useState<EventSummary[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!on) return;
    const ask = () => sendLiveMessage({ type: 'event_tail', payload: { on: true } });
    ask();
    const renew = setInterval(ask, RENEW_MS);
    return () => {
      clearInterval(renew);
      sendLiveMessage({ type: 'event_tail', payload: { on: false } });
    };
  }, [on]);

  useLiveMessage('log_event', ({ payload }) => {
    if (on) setEvents((current) => withTailed(current, payload));
  });
  useLiveMessage('error', ({ payload }) => setRefused(payload.message));

  return { events, refused };
}
