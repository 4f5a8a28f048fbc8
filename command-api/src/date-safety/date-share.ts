import type { DateCheckInAnswered, DateCheckInDue, DateShareStopped, DateShared, NewEventOf } from '@sankofa/events';

/** Everything `date-share-<id>` holds. */
export type DateShareEvent = NewEventOf<typeof DateShared | typeof DateShareStopped | typeof DateCheckInDue | typeof DateCheckInAnswered>;

export type CheckIn = 'scheduled' | 'due' | 'all_good' | 'need_help';

export type DateShare =
  | { status: 'none' }
  | {
      status: 'shared' | 'stopped';
      share: NewEventOf<typeof DateShared>['data'];
      checkIn: CheckIn;
      /** The report 'I need help' filed. */
      reportId: string | null;
    };

export type KnownShare = Exclude<DateShare, { status: 'none' }>;

export const initialDateShare: DateShare = { status: 'none' };

export const evolveDateShare = (state: DateShare, event: DateShareEvent): DateShare => {
  if (event.type === 'DateShared') return { status: 'shared', share: event.data, checkIn: 'scheduled', reportId: null };
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'DateShareStopped':
      return { ...state, status: 'stopped' };
    case 'DateCheckInDue':
      return { ...state, checkIn: 'due' };
    case 'DateCheckInAnswered':
      return { ...state, checkIn: event.data.answer, reportId: event.data.reportId };
    default: {
      const _unhandled: never = event;
      return state;
    }
  }
};
