import {
  blockerDecider,
  conversationDecider,
  dailyLikesDecider,
  emailReservationDecider,
  phoneReservationDecider,
  evolveConversation,
  initialConversation,
  memberDecider,
  memberPreferences,
  pairDecider,
  profileViewDecider,
  type Conversation,
  type ConversationEvent,
} from '@sankofa/command-api/deciders';
import type { Decider } from '@sankofa/command-api';
import type { Fold } from './rebuild-streams.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each decider's evolve takes its own event union; the log feeds it only its stream's events
const foldOf = <State>(decider: Decider<State, any, any>): Fold<State> => ({ initialState: decider.initialState, evolve: decider.evolve as Fold<State>['evolve'] });

export const memberFold = foldOf(memberDecider);
export const preferencesFold = foldOf(memberPreferences);
export const blockerFold = foldOf(blockerDecider);
export const emailFold = foldOf(emailReservationDecider);
export const phoneFold = foldOf(phoneReservationDecider);
export const pairFold = foldOf(pairDecider);
export const dailyLikesFold = foldOf(dailyLikesDecider);
export const profileViewFold = foldOf(profileViewDecider);

/** The chat decides about the latest message (receipts up to it): keeping it in focus is the fold the handler would read. */
export const conversationFold: Fold<Conversation> = {
  initialState: initialConversation,
  evolve: (conversation, event: ConversationEvent) => {
    const focus = event.type === 'MessageSent' ? event.data.messageId : null;
    return evolveConversation(focus)(conversation, event);
  },
};
export const conversation = conversationDecider();

const FOLDS_BY_CATEGORY: Record<string, readonly Fold[]> = {
  member: [memberFold, preferencesFold, blockerFold],
  email: [emailFold],
  phone: [phoneFold],
  swipes: [pairFold],
  likes: [dailyLikesFold],
  match: [conversationFold],
  profile: [profileViewFold],
};

/** The folds the command handlers read each stream with, by its category (the name before the first dash). */
export const foldsOfStream = (stream: string): readonly Fold[] => {
  const folds = FOLDS_BY_CATEGORY[stream.slice(0, stream.indexOf('-'))];
  if (!folds) throw new Error(`No command folds ${stream}`);
  return folds;
};
