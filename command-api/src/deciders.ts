/**
 * The pure deciders of the members' everyday commands, for tools that decide commands without a
 * server (bench/rebuild's community writes its log through them, so the log is what production appends).
 */
export { DomainError } from './domain-error.ts';
export { conversationDecider } from './chat/decide.ts';
export { evolveConversation, initialConversation, type Conversation, type ConversationEvent } from './chat/conversation.ts';
export { memberDecider } from './members/decide.ts';
export { emailReservationDecider, emailStreamOf } from './members/email-reservation.ts';
export { phoneReservationDecider, phoneStreamOf } from './members/phone-reservation.ts';
export { memberPreferences } from './preferences/decide.ts';
export { profileViewDecider } from './profile-views/decide.ts';
export { blockerDecider } from './safety/decide.ts';
export { pairDecider, type SwipeKind } from './swipes/decide.ts';
export { dailyLikesDecider, utcDay } from './swipes/like-quota.ts';
export { matchOf } from './swipes/pair.ts';
