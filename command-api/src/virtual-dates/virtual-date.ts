import type {
  NewEventOf,
  VirtualDateAccepted,
  VirtualDateCancelled,
  VirtualDateDeclined,
  VirtualDateEnded,
  VirtualDateProposed,
  VirtualDateReminded,
  VirtualDateStarted,
  VirtualDateType,
} from '@sankofa/events';

/** Everything `virtual-date-<id>` holds. */
export type VirtualDateEvent = NewEventOf<
  | typeof VirtualDateProposed
  | typeof VirtualDateAccepted
  | typeof VirtualDateDeclined
  | typeof VirtualDateCancelled
  | typeof VirtualDateReminded
  | typeof VirtualDateStarted
  | typeof VirtualDateEnded
>;

export type VirtualDateStatus = 'pending' | 'accepted' | 'active' | 'cancelled' | 'ended';

export type VirtualDate =
  | { status: 'none' }
  | {
      status: VirtualDateStatus;
      dateId: string;
      matchId: string;
      initiatorId: string;
      participantId: string;
      dateType: VirtualDateType;
      scheduledAt: string | null;
      reminded: boolean;
      /** When the first member joined the call. */
      startedAt: string | null;
    };

export type KnownDate = Exclude<VirtualDate, { status: 'none' }>;

export const initialVirtualDate: VirtualDate = { status: 'none' };

export const isMemberOfDate = (date: VirtualDate, memberId: string): date is KnownDate =>
  date.status !== 'none' && (date.initiatorId === memberId || date.participantId === memberId);

export const evolveVirtualDate = (date: VirtualDate, event: VirtualDateEvent): VirtualDate => {
  if (event.type === 'VirtualDateProposed') return { status: 'pending', ...event.data, reminded: false, startedAt: null };
  if (date.status === 'none') return date;
  switch (event.type) {
    case 'VirtualDateAccepted':
      return { ...date, status: 'accepted' };
    case 'VirtualDateDeclined':
    case 'VirtualDateCancelled':
      return { ...date, status: 'cancelled' };
    case 'VirtualDateReminded':
      return { ...date, reminded: true };
    case 'VirtualDateStarted':
      return { ...date, status: 'active', startedAt: event.metadata.occurredAt };
    case 'VirtualDateEnded':
      return { ...date, status: 'ended' };
    default: {
      const _unhandled: never = event;
      return date;
    }
  }
};
