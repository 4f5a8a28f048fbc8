import { LanguagePreferencesSaved, MemberRegistered, PhotosChanged, ProfileUpdated, eventsOf, memberStream, type EventStore, type EventsIn } from '@sankofa/events';
import { readFolded } from '../stream-states.ts';

/** What a chat needs of a member: how to show them as a sender, and how they want messages translated. */
export interface ChatMember {
  memberId: string;
  firstName: string;
  lastName: string;
  photos: string[];
  preferredLanguage: string;
  autoTranslate: boolean;
}

const chatMemberEvents = eventsOf(MemberRegistered, ProfileUpdated, PhotosChanged, LanguagePreferencesSaved);
type ChatMemberEvent = EventsIn<typeof chatMemberEvents>;

/** The members read model's defaults for a member who never saved language preferences. */
const evolve = (member: ChatMember | null, event: ChatMemberEvent): ChatMember | null => {
  if (event.type === 'MemberRegistered') {
    const { memberId, firstName, lastName, photos } = event.data;
    return { memberId, firstName, lastName, photos, preferredLanguage: 'en', autoTranslate: false };
  }
  if (!member) return member;
  switch (event.type) {
    case 'ProfileUpdated':
      return { ...member, firstName: event.data.changes.firstName ?? member.firstName, lastName: event.data.changes.lastName ?? member.lastName };
    case 'PhotosChanged':
      return { ...member, photos: event.data.photos };
    case 'LanguagePreferencesSaved':
      return { ...member, preferredLanguage: event.data.preferredLanguage, autoTranslate: event.data.autoTranslate };
    default: {
      const _unhandled: never = event;
      return member;
    }
  }
};

/** Folds `member-<id>`; null for a member who never registered. */
export const readChatMember = async (store: EventStore, memberId: string): Promise<ChatMember | null> =>
  (await readFolded(store, memberStream(memberId), { handles: chatMemberEvents, initialState: null, evolve })).state;

export const nameOf = (member: Pick<ChatMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;
