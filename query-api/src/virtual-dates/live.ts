import type { LivePush } from '@sankofa/contracts';
import { virtualDateEvents, type RecordedEvent } from '@sankofa/events';
import type { LiveMapper } from '../live/live-feed.ts';
import { callOf } from './queries.ts';

const DATE_EVENTS: ReadonlySet<string> = new Set(virtualDateEvents.map((definition) => definition.type));

/** `virtual_date_changed` to both members of the date, once the read model has it, so their screens refetch it. */
export const virtualDateLiveMapper: LiveMapper<LivePush> = async (event: RecordedEvent, { pool, projectorsPassed }) => {
  if (!DATE_EVENTS.has(event.type)) return [];
  const { dateId } = event.data as { dateId: string };
  if (!(await projectorsPassed(['virtual_dates'], event.position))) return [];
  const call = await callOf(pool, dateId);
  if (!call) return [];
  return call.members.map((memberId) => ({ memberId, type: 'virtual_date_changed' as const, payload: { dateId, status: call.status } }));
};
