import { PushMemberMuted, PushPreferencesSaved, PushSubscribed, PushUnsubscribed, eventsOf, newEvent, pushEvents, type NewEventOf, type PushKind } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export interface SubscribeDevice {
  type: 'SubscribeDevice';
  memberId: string;
  /** Derived from the endpoint by the route, so one device is one subscription however often it subscribes. */
  subscriptionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Production takes only https push services: an http endpoint would carry the VAPID token in the clear. */
  httpsOnly: boolean;
}

export interface UnsubscribeDevice {
  type: 'UnsubscribeDevice';
  memberId: string;
  subscriptionId: string;
}

export interface SavePushPreferences {
  type: 'SavePushPreferences';
  memberId: string;
  kinds: PushKind[];
  quietHours: { start: string; end: string; timeZone: string } | null;
}

export interface MutePushMember {
  type: 'MutePushMember';
  memberId: string;
  mutedMemberId: string;
  muted: boolean;
}

export type PushCommand = SubscribeDevice | UnsubscribeDevice | SavePushPreferences | MutePushMember;
type PushEvent = NewEventOf<typeof PushSubscribed | typeof PushUnsubscribed | typeof PushPreferencesSaved | typeof PushMemberMuted>;

/** What `push-<memberId>` knows: each device's keys (to tell a repeat from new keys) and whom the member muted. */
export interface PushState {
  devices: ReadonlyMap<string, string>;
  muted: ReadonlySet<string>;
}

const keysOf = (event: { p256dh: string; auth: string }) => `${event.p256dh}.${event.auth}`;

const evolve = (state: PushState, event: PushEvent): PushState => {
  switch (event.type) {
    case 'PushSubscribed':
      return { ...state, devices: new Map(state.devices).set(event.data.subscriptionId, keysOf(event.data)) };
    case 'PushUnsubscribed': {
      const devices = new Map(state.devices);
      devices.delete(event.data.subscriptionId);
      return { ...state, devices };
    }
    case 'PushMemberMuted': {
      const muted = new Set(state.muted);
      if (event.data.muted) muted.add(event.data.mutedMemberId);
      else muted.delete(event.data.mutedMemberId);
      return { ...state, muted };
    }
    default:
      return state;
  }
};

/** A member's Web Push devices and choices (issue 16, item 2). Repeats record nothing, so a retried request appends nothing. */
export const pushDecider: Decider<PushState, PushCommand, PushEvent> = {
  handles: eventsOf(...pushEvents),
  initialState: { devices: new Map(), muted: new Set() },
  evolve,
  decide: (command, state, context) => {
    switch (command.type) {
      case 'SubscribeDevice': {
        const { memberId, subscriptionId, endpoint, p256dh, auth } = command;
        if (command.httpsOnly && !endpoint.startsWith('https://')) throw new DomainError('insecure_push_endpoint', 'endpoint must be an https URL');
        if (state.devices.get(subscriptionId) === keysOf(command)) return [];
        return [newEvent(PushSubscribed, { memberId, subscriptionId, endpoint, p256dh, auth }, context)];
      }
      case 'UnsubscribeDevice':
        if (!state.devices.has(command.subscriptionId)) return [];
        return [newEvent(PushUnsubscribed, { memberId: command.memberId, subscriptionId: command.subscriptionId, reason: 'unsubscribed' as const }, context)];
      case 'SavePushPreferences':
        return [newEvent(PushPreferencesSaved, { memberId: command.memberId, kinds: [...new Set(command.kinds)], quietHours: command.quietHours }, context)];
      case 'MutePushMember':
        if (command.mutedMemberId === command.memberId) throw new DomainError('cannot_mute_self', 'You cannot mute yourself');
        if (state.muted.has(command.mutedMemberId) === command.muted) return [];
        return [newEvent(PushMemberMuted, { memberId: command.memberId, mutedMemberId: command.mutedMemberId, muted: command.muted }, context)];
      default: {
        const unhandled: never = command;
        throw new Error(`unhandled command ${(unhandled as { type: string }).type}`);
      }
    }
  },
};
