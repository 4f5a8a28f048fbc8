import type { LivePush } from '@sankofa/contracts';
import { eventsOf, virtualDateEvents } from '@sankofa/events';
import { VIRTUAL_DATES_PROJECTOR } from '@sankofa/projections/virtual-dates';
import { liveMapper, type LiveMapper } from '../live/live-feed.ts';
import { callOf } from './queries.ts';

/** `virtual_date_changed` to both members of the date, once the read model has it, so their screens refetch it. */
export const virtualDateLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(...virtualDateEvents), async (event, { pool, projectorsPassed }) => {
  const { dateId } = event.data;
  if (!(await projectorsPassed([VIRTUAL_DATES_PROJECTOR], event.position))) return [];
  const call = await callOf(pool, dateId);
  if (!call) return [];
  return call.members.map((memberId) => ({ memberId, type: 'virtual_date_changed', payload: { dateId, status: call.status } }));
});
