import { MessageSent, SwipeRecorded, eventsOf, matchStream, pairStream, type EventContext, type EventSet, type EventStore, type RecordedEvent } from '@sankofa/events';
import { conversationDecider } from '../chat/decide.ts';
import { detectLanguage } from '../chat/detect-language.ts';
import { handleCommand } from '../handle-command.ts';
import { createSwipeStates } from '../swipes/kept-states.ts';
import { recordSwipe } from '../swipes/record-swipe.ts';
import { v7 as uuidv7 } from 'uuid';
import { helloLine, replyLine } from './chat-lines.ts';
import type { DemoMember } from './demo-member.ts';
import { SEED_CORRELATION_PREFIX } from './reactions.ts';
import { seededRandom } from './seeded-random.ts';

/** Community members who have liked the demo member before anyone logs in: liking them back matches at once. */
const ADMIRERS = 12;
/** Of them, the ones the demo member has already liked back: their matches are waiting. */
const MATCHES = 3;

/** The demo member's side of the one conversation with history, between the admirer's lines. */
const DEMO_MEMBER_LINES = [
  'Haha, hello! Not yet, the best is still my mum’s, Sunday lunches in Peckham. What do you cook when you miss home?',
  'I need to try that. Highlife on a Sunday morning, Afrobeats by the evening for me. What is on repeat for you?',
];

/** Whether `stream` holds an event of `events` (one `where` accepts). */
const holds = async <Event extends RecordedEvent>(store: EventStore, stream: string, events: EventSet<Event>, where: (event: Event) => boolean = () => true) => {
  for await (const recorded of store.readStream(stream)) {
    if (events.has(recorded) && where(events.parse(recorded))) return true;
  }
  return false;
};

const distanceFrom = (demo: DemoMember) => (member: DemoMember) => (member.latitude - demo.latitude) ** 2 + (member.longitude - demo.longitude) ** 2;

/** The history happened over the last few hours, not all in the second the app started. */
const MINUTE = 60_000;
const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * MINUTE);

const seedConversation = async (store: EventStore, matchId: string, admirer: DemoMember, demo: DemoMember, correlationId: string, now: Date) => {
  if (await holds(store, matchStream(matchId), eventsOf(MessageSent))) return;
  const random = seededRandom(`demo-history:${admirer.memberId}`);
  const reader = { firstName: demo.firstName, heritage: demo.heritage, currentCity: demo.currentCity };
  const lines: Array<[DemoMember, string]> = [
    [admirer, `${helloLine(random, admirer, demo.firstName)} Your bio says you hunt down the best jollof in London. Found it yet?`],
    [demo, DEMO_MEMBER_LINES[0]!],
    [admirer, replyLine(random, admirer, reader, 0, DEMO_MEMBER_LINES[0]!)],
    [demo, DEMO_MEMBER_LINES[1]!],
    // A line in another language they speak, if they have one: the history shows what translation is for.
    [admirer, replyLine(random, admirer, reader, 1, DEMO_MEMBER_LINES[1]!)],
  ];
  for (const [turn, [sender, content]] of lines.entries()) {
    const context: EventContext = { actorId: sender.memberId, correlationId, demo: true, now: minutesAgo(now, 75 - turn * 7) };
    const data = { matchId, messageId: uuidv7(), senderId: sender.memberId, content, originalLanguage: detectLanguage(content) };
    await handleCommand({ store, stream: matchStream(matchId), decider: conversationDecider(), command: { type: 'SendMessage', data }, context });
  }
};

/**
 * The demo member's first impression (issue 15, item 4): members nearby who already liked them, a
 * few matches and one conversation with history, all through the members' own commands and marked
 * as demo activity. Idempotent and unintrusive: a like is only given on a pair that has none of
 * that member's, and a conversation only written when it is empty, so a second run appends
 * nothing and an unmatch is not undone.
 */
export const seedDemoActivity = async (store: EventStore, demo: DemoMember, community: readonly DemoMember[], now = new Date()): Promise<void> => {
  const correlationId = `${SEED_CORRELATION_PREFIX}activity`;
  const states = createSwipeStates();
  const admirers = [...community].sort((a, b) => distanceFrom(demo)(a) - distanceFrom(demo)(b)).slice(0, ADMIRERS);
  const like = async (from: DemoMember, to: DemoMember, at: Date) => {
    if (await holds(store, pairStream(from.memberId, to.memberId), eventsOf(SwipeRecorded), (swipe) => swipe.data.swiperId === from.memberId)) return null;
    const context: EventContext = { actorId: from.memberId, correlationId, demo: true, now: at };
    return recordSwipe(store, states, { swiperId: from.memberId, swipedId: to.memberId, kind: 'like' }, context);
  };
  for (const [index, admirer] of admirers.entries()) await like(admirer, demo, minutesAgo(now, 240 - index * 12));
  for (const [index, admirer] of admirers.slice(0, MATCHES).entries()) {
    const outcome = await like(demo, admirer, minutesAgo(now, 90 - index * 20));
    if (index === 0 && outcome?.match) await seedConversation(store, outcome.match.matchId, admirer, demo, correlationId, now);
  }
};
