import { rtcSignalMessage } from '@sankofa/contracts';
import type { LiveClientHandler } from '../live/client-messages.ts';
import { callOf } from './queries.ts';
import { createSignalLimit } from './signal-limit.ts';

const withinLimit = createSignalLimit();

/**
 * WebRTC signalling: an offer, answer, ICE candidate, join or hang-up from one member of a date is
 * passed to the other member only, and only while the date can hold a call (accepted or active,
 * its match open). Anything else is dropped without an answer. Relayed within this instance.
 */
export const rtcSignalRelay: LiveClientHandler = async (fromMemberId, message, { pool }) => {
  const parsed = rtcSignalMessage.safeParse(message);
  if (!parsed.success || !withinLimit(fromMemberId)) return [];
  const { dateId, signal } = parsed.data.payload;
  const call = await callOf(pool, dateId);
  if (!call?.callable || !call.members.includes(fromMemberId)) return [];
  const to = call.members[0] === fromMemberId ? call.members[1] : call.members[0];
  return [{ memberId: to, type: 'rtc_signal', payload: { dateId, fromMemberId, signal } }];
};
