import { MessageSent, eventsOf, matchStream, type EventContext, type EventStore } from '@sankofa/events';
import type { Translator } from '@sankofa/adapters/translation';
import type { LiveSignal } from '@sankofa/server-kit';
import { autoTranslate } from '../chat/auto-translate.ts';
import { conversationDecider } from '../chat/decide.ts';
import { detectLanguage } from '../chat/detect-language.ts';
import { isDomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import type { SwipeStates } from '../swipes/kept-states.ts';
import { readParticipant } from '../swipes/participant.ts';
import { recordSwipe } from '../swipes/record-swipe.ts';
import { openingLine, replyLine } from './chat-lines.ts';
import { triggerEventIdOf, type DemoReaction, type DemoRoster } from './reactions.ts';
import { seededRandom } from './seeded-random.ts';

export interface PerformDependencies {
  store: EventStore;
  translator: Translator | null;
  states: SwipeStates;
  roster: DemoRoster;
  /** Says on the live channel what a member's client would (typing, activity); never fails the reaction. */
  publish: (signal: LiveSignal) => Promise<void>;
  /** How long the member types before the reply goes (drawn from the range per reaction). */
  typingMs: readonly [number, number];
}

type MessageReaction = Extract<DemoReaction, { kind: 'message' }>;
const messages = eventsOf(MessageSent);

/** 'typing…' is said again this often while the member types: the client shows it a little over 4 s after each. */
export const TYPING_REPEAT_MS = 2_000;

/** What a member's refusal looks like when the world moved on (unmatched, blocked, out of likes today): the reaction is dropped. */
const isMovedOn = (error: unknown) =>
  isDomainError(error, 'match_not_found', 'match_closed', 'daily_like_limit', 'already_matched', 'already_liked', 'premium_required', 'member_not_found', 'not_found', 'concurrent_modification');

/**
 * Whether the message is there already (sent before a crash) or the sender has written since
 * `replyTo` (one reply covers a burst), and the question they answer, if it asked one.
 */
const conversationFor = async (store: EventStore, reaction: MessageReaction) => {
  let sinceTrigger = reaction.replyTo === null;
  let asked: string | null = null;
  const written: string[] = [];
  // The other member's latest message: what the member reads before answering.
  let lastReceived: string | null = null;
  for await (const event of store.readStream(matchStream(reaction.matchId))) {
    if (!messages.has(event)) continue;
    const { messageId, senderId, content } = messages.parse(event).data;
    if (messageId === reaction.messageId || (sinceTrigger && senderId === reaction.senderId)) return { answered: true, asked, written, lastReceived };
    if (messageId === reaction.replyTo) [sinceTrigger, asked] = [true, content.includes('?') ? content : null];
    if (senderId === reaction.senderId) written.push(content);
    else lastReceived = messageId;
  }
  return { answered: false, asked, written, lastReceived };
};

/** The question a line ends with, to compare lines by. */
const QUESTION_TAIL = 40;

/** Nobody asks the same thing twice in one conversation: a few more draws find a line not written yet. */
const freshLine = (draw: () => string, written: readonly string[]) => {
  const isFresh = (line: string) => !written.some((earlier) => earlier.endsWith(line.slice(-QUESTION_TAIL)));
  let line = draw();
  for (let attempt = 0; attempt < 5 && !isFresh(line); attempt++) line = draw();
  return line;
};

const sendAsMember = async (deps: PerformDependencies, reaction: MessageReaction, context: EventContext) => {
  const writer = deps.roster.members.get(reaction.senderId);
  const reader = await readParticipant(deps.store, deps.states.participants, reaction.receiverId);
  if (!writer || reader.status !== 'registered') return;
  const { answered, asked, written } = await conversationFor(deps.store, reaction);
  if (answered) return;
  const { firstName, heritage, currentCity } = reader.profile;
  const random = seededRandom(`demo-line:${reaction.id}`);
  const to = { firstName, heritage, currentCity };
  const content = freshLine(() => (reaction.replyTo ? replyLine(random, writer, to, undefined, asked) : openingLine(random, writer, to)), written);
  const { matchId, messageId, senderId, receiverId } = reaction;
  const data = { matchId, messageId, senderId, content, originalLanguage: detectLanguage(content) };
  const result = await handleCommand({ store: deps.store, stream: matchStream(matchId), decider: conversationDecider(), command: { type: 'SendMessage', data }, context });
  const sent = result.events[0];
  if (sent) await autoTranslate(deps, { ...data, receiverId }, { ...context, causationId: sent.metadata.eventId });
};

/** Delivered, then read, up to `upToMessageId`, as the member's client does through the receipt routes. */
const markAsRead = async (deps: PerformDependencies, reaction: MessageReaction, upToMessageId: string, context: EventContext) => {
  const { matchId, senderId: memberId } = reaction;
  for (const mark of ['delivered', 'read'] as const) {
    await handleCommand({
      store: deps.store,
      stream: matchStream(matchId),
      decider: conversationDecider(upToMessageId),
      command: { type: 'MarkMessages', data: { matchId, memberId, upToMessageId, mark } },
      context,
    });
  }
};

/**
 * Before replying the member reads and types, like a person: answers the same
 * reaction due again shortly, typing still, until its `replyAt`; null when there is nothing to answer any more.
 */
const readAndType = async (deps: PerformDependencies, reaction: MessageReaction, context: EventContext, now: Date): Promise<MessageReaction | null> => {
  if (!deps.roster.members.has(reaction.senderId)) return null;
  const { answered, lastReceived } = await conversationFor(deps.store, reaction);
  if (answered) return null;
  // Read again while typing, as an open chat does: a message written meanwhile is seen (a repeat records nothing).
  if (lastReceived) await markAsRead(deps, reaction, lastReceived, context);
  await deps.publish({ kind: 'typing', to: reaction.receiverId, from: reaction.senderId, matchId: reaction.matchId });
  const [min, max] = deps.typingMs;
  const replyAt = reaction.replyAt ? Date.parse(reaction.replyAt) : now.getTime() + seededRandom(`demo-typing:${reaction.id}`).int(min, max);
  return { ...reaction, replyAt: new Date(replyAt).toISOString(), dueAt: new Date(Math.min(replyAt, now.getTime() + TYPING_REPEAT_MS)) };
};

/** A message reaction reads and types first, then replies once its typing time is over. */
const performMessage = async (deps: PerformDependencies, reaction: MessageReaction, context: EventContext, now: Date): Promise<MessageReaction | null> => {
  if (reaction.replyAt === undefined || Date.parse(reaction.replyAt) > now.getTime()) return readAndType(deps, reaction, context, now);
  await sendAsMember(deps, reaction, context);
  return null;
};

/**
 * Does what the reaction says through the member's own command (the deciders the HTTP routes
 * use), marked as demo activity, and records the member as active just now. Doing it twice does
 * it once: a like repeats a standing decision (nothing appended), a message has its id fixed in
 * advance. Answers the reaction to perform again at its new `dueAt` (a reply being typed), or null when done.
 */
export const performReaction = async (deps: PerformDependencies, reaction: DemoReaction, now: Date): Promise<DemoReaction | null> => {
  const actorId = reaction.kind === 'like' ? reaction.swiperId : reaction.senderId;
  // The community member acts, but no person did: the system, because of the event the reaction answers.
  const context: EventContext = { actorId, actorKind: 'system', correlationId: `demo-reaction:${reaction.id}`, causationId: triggerEventIdOf(reaction), now, demo: true };
  try {
    let next: DemoReaction | null = null;
    if (reaction.kind === 'like') await recordSwipe(deps.store, deps.states, { swiperId: reaction.swiperId, swipedId: reaction.swipedId, kind: 'like' }, context);
    else next = await performMessage(deps, reaction, context, now);
    await deps.publish({ kind: 'active', from: actorId, at: now.toISOString() });
    return next;
  } catch (error) {
    if (!isMovedOn(error)) throw error;
    return null;
  }
};
