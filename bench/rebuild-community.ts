import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import {
  DEFAULT_PREFERENCES,
  MatchOpened,
  causedBy,
  likeQuotaStream,
  matchStream,
  memberStream,
  newEvent,
  pairStream,
  profileViewStream,
  type EventContext,
  type EventStore,
} from '@sankofa/events';
import { generateDemoMembers, seededRandom, type DemoMember, type Random } from '@sankofa/command-api/demo-community';
import {
  blockerDecider,
  dailyLikesDecider,
  emailReservationDecider,
  phoneReservationDecider,
  emailStreamOf,
  phoneStreamOf,
  matchOf,
  memberDecider,
  memberPreferences,
  pairDecider,
  profileViewDecider,
  utcDay,
  type SwipeKind,
} from '@sankofa/command-api/deciders';
import {
  blockerFold,
  conversation,
  conversationFold,
  dailyLikesFold,
  emailFold,
  phoneFold,
  foldsOfStream,
  memberFold,
  pairFold,
  preferencesFold,
  profileViewFold,
} from './rebuild-folds.ts';
import { createDecidedLog, type DecidedLog } from './rebuild-streams.ts';
import { TEST_IDENTITY_BAN_KEY } from '@sankofa/command-api/members/testing';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
/** Events a member's life in the app makes, on average, with the day mix below: sizes the community to the log asked for. */
const EVENTS_PER_MEMBER = 80;
/** Newcomers a day, as a share of the community: it fills up over the first weeks while the first members swipe and chat. */
const SIGNUPS_PER_DAY = 1 / 15;
const LINES = [
  'Hello! Your profile made me smile. How is your week going?',
  'Haha, same here. What do you cook when you miss home?',
  'Jollof, always. Are you free for a coffee this weekend?',
  'I love that song too! Who else do you listen to?',
  'Good morning! Did you get to the market in the end?',
  'That sounds lovely. Tell me more about your family.',
];
const PROFESSIONS = ['Engineer', 'Teacher', 'Nurse', 'Designer', 'Accountant', 'Lawyer', 'Chef', 'Architect'];
const LANGUAGES = ['en', 'fr', 'pt', 'sw'];

interface Chat {
  matchId: string;
  members: readonly [string, string];
  open: boolean;
}

interface Community {
  log: DecidedLog;
  random: Random;
  members: DemoMember[];
  /** Registered so far, by city, to swipe on. */
  byCity: Map<string, DemoMember[]>;
  /** Who liked a member and is waiting for their answer: liking them back matches. */
  admirers: Map<string, string[]>;
  chats: Chat[];
}

const contextOf = (actorId: string, now: Date): EventContext => ({ actorId, correlationId: randomUUID(), now });
const isBlocked = (community: Community, by: string, other: string) => community.log.stateOf(memberStream(by), blockerFold).blocked.includes(other);
const reachable = (community: Community, a: string, b: string) => !isBlocked(community, a, b) && !isBlocked(community, b, a);

const signUp = ({ log, byCity }: Community, member: DemoMember, now: Date) => {
  const context = contextOf(member.memberId, now);
  const { memberId, email } = member;
  const reserve = { type: 'ReserveAddress' as const, data: { address: email, memberId, now, unregisteredHolder: null } };
  const reserved = log.decide(emailStreamOf(email), emailReservationDecider, emailFold, reserve, context);
  if (!reserved?.length) return;
  log.decide(phoneStreamOf(TEST_IDENTITY_BAN_KEY, member.phoneNumber), phoneReservationDecider, phoneFold, { ...reserve, data: { ...reserve.data, address: member.phoneNumber } }, context);
  const { photoCount, ...profile } = member;
  const photos = Array.from({ length: photoCount }, (_, index) => `/api/media/${memberId}-${index}.svg`);
  const data = { ...profile, passwordHash: 'scrypt$16384$8$1$YmVuY2g$YmVuY2g', photos, role: 'member' as const };
  log.decide(memberStream(memberId), memberDecider, memberFold, { type: 'RegisterMember', data }, context);
  if (!byCity.has(member.currentCity)) byCity.set(member.currentCity, []);
  byCity.get(member.currentCity)!.push(member);
};

/** A swipe as `recordSwipe` makes it: the pair decides, a free member's like takes today's quota first, and a match opens its conversation. */
const swipe = (community: Community, swiper: string, swiped: string, kind: SwipeKind, now: Date) => {
  const { log, admirers } = community;
  const context = contextOf(swiper, now);
  const stream = pairStream(swiper, swiped);
  const command = { type: 'Swipe' as const, data: { swiperId: swiper, swipedId: swiped, kind, matchId: uuidv7(), swiperIsPremium: false, reachable: reachable(community, swiper, swiped) } };
  const decided = log.propose(stream, pairDecider, pairFold, command, context);
  if (!decided?.length) return;
  if (decided.some((event) => event.type === 'SwipeRecorded' && event.data.isLike)) {
    const quota = { type: 'UseDailyLike' as const, data: { memberId: swiper, swipedId: swiped, day: utcDay(now) } };
    if (!log.decide(likeQuotaStream(swiper, quota.data.day), dailyLikesDecider, dailyLikesFold, quota, context)) return;
    if (!admirers.has(swiped)) admirers.set(swiped, []);
    admirers.get(swiped)!.push(swiper);
  }
  log.record(stream, decided);
  const made = decided.find((event) => event.type === 'MatchMade');
  const match = matchOf(log.stateOf(stream, pairFold));
  if (!made || !match) return;
  log.record(matchStream(match.matchId), [newEvent(MatchOpened, match, causedBy(context, made))]);
  community.chats.push({ matchId: match.matchId, members: [match.userId1, match.userId2], open: true });
};

/** Whom a member sees next: now and then someone who liked them, else someone registered in their city. */
const nextCard = ({ random, admirers, byCity }: Community, member: DemoMember): { memberId: string; admirer: boolean } => {
  const waiting = admirers.get(member.memberId);
  if (waiting?.length && random.chance(0.35)) return { memberId: waiting.pop()!, admirer: true };
  return { memberId: random.pick(byCity.get(member.currentCity)!).memberId, admirer: false };
};

const swipeKind = (random: Random, admirer: boolean): SwipeKind => {
  if (random.chance(0.03)) return 'super_like';
  return random.chance(admirer ? 0.6 : 0.4) ? 'like' : 'pass';
};

const editProfile = (community: Community, member: DemoMember, now: Date) => {
  const { log, random } = community;
  const { memberId } = member;
  const stream = memberStream(memberId);
  const context = contextOf(memberId, now);
  if (random.chance(0.08)) log.decide(stream, memberDecider, memberFold, { type: 'UpdateProfile', data: { memberId, changes: { profession: random.pick(PROFESSIONS) } } }, context);
  if (random.chance(0.03)) log.decide(stream, memberDecider, memberFold, { type: 'UpdateBio', data: { memberId, bioType: 'text', content: `${member.bio} ${random.pick(LINES)}`, now } }, context);
  if (random.chance(0.03)) log.decide(stream, memberDecider, memberFold, { type: 'ChangePhotos', data: { memberId, photos: [`/api/media/${memberId}-${random.int(0, 9)}.svg`] } }, context);
  if (random.chance(0.04)) {
    const moved = { latitude: member.latitude + random.next() / 50, longitude: member.longitude + random.next() / 50 };
    log.decide(stream, memberDecider, memberFold, { type: 'UpdateLocation', data: { memberId, ...moved } }, context);
  }
  if (random.chance(0.06)) {
    const preferences = { ...DEFAULT_PREFERENCES, ageMin: Math.max(18, member.age - random.int(2, 8)), ageMax: Math.min(99, member.age + random.int(2, 10)), maxDistance: random.pick([25, 50, 100]) };
    log.decide(stream, memberPreferences, preferencesFold, { type: 'SavePreferences', memberId, preferences, now }, context);
  }
  if (random.chance(0.02)) log.decide(stream, memberPreferences, preferencesFold, { type: 'SaveLanguagePreferences', memberId, preferredLanguage: random.pick(LANGUAGES), autoTranslate: random.chance(0.5) }, context);
  if (random.chance(0.003)) {
    const blocked = random.pick(community.members).memberId;
    log.decide(stream, blockerDecider, blockerFold, { type: 'BlockMember', data: { memberId, blockedMemberId: blocked, blockedMemberExists: true } }, context);
  }
};

/** A member's visit: some profiles opened, a run of cards swiped, now and then an edit. */
const visit = (community: Community, member: DemoMember, at: number) => {
  const { log, random } = community;
  let clock = at;
  const tick = () => new Date((clock += random.int(2_000, 20_000)));
  editProfile(community, member, tick());
  for (let views = random.int(0, 4); views > 0; views--) {
    const viewed = random.pick(community.byCity.get(member.currentCity)!).memberId;
    const data = { viewerId: member.memberId, viewedId: viewed, reachable: reachable(community, member.memberId, viewed), viewedIsPremium: false, now: tick() };
    log.decide(profileViewStream(member.memberId, viewed), profileViewDecider, profileViewFold, { type: 'RecordProfileView', data }, contextOf(member.memberId, data.now));
  }
  for (let swipes = random.int(4, 24); swipes > 0; swipes--) {
    const card = nextCard(community, member);
    if (card.memberId !== member.memberId) swipe(community, member.memberId, card.memberId, swipeKind(random, card.admirer), tick());
  }
};

/** A few lines back and forth, each read by the other member; now and then the match ends. */
const talk = ({ log, random }: Community, chat: Chat, at: number) => {
  let clock = at;
  const stream = matchStream(chat.matchId);
  for (let lines = random.int(1, 5); lines > 0; lines--) {
    const senderIndex = random.int(0, 1);
    const [sender, receiver] = [chat.members[senderIndex]!, chat.members[1 - senderIndex]!];
    const messageId = uuidv7();
    const content = random.pick(LINES);
    const sent = log.decide(stream, conversation, conversationFold, { type: 'SendMessage', data: { matchId: chat.matchId, messageId, senderId: sender, content, originalLanguage: 'en' } }, contextOf(sender, new Date((clock += 30_000))));
    if (!sent?.length) return;
    const mark = random.chance(0.7) ? 'read' : 'delivered';
    log.decide(stream, conversation, conversationFold, { type: 'MarkMessages', data: { matchId: chat.matchId, memberId: receiver, upToMessageId: messageId, mark } }, contextOf(receiver, new Date((clock += 10_000))));
  }
  if (random.chance(0.01)) {
    const byMemberId = chat.members[0];
    const context = contextOf(byMemberId, new Date(clock + 60_000));
    log.decide(pairStream(...chat.members), pairDecider, pairFold, { type: 'EndMatch', data: { matchId: chat.matchId, byMemberId, reason: 'unmatch' } }, context);
    log.decide(stream, conversation, conversationFold, { type: 'CloseMatch', data: { matchId: chat.matchId, byMemberId, reason: 'unmatch' } }, context);
    chat.open = false;
  }
};

const live = (community: Community, day: number, registered: number) => {
  const { random } = community;
  const dayStart = START + day * DAY_MS;
  const signups = Math.min(community.members.length, registered + Math.ceil(community.members.length * SIGNUPS_PER_DAY));
  for (let index = registered; index < signups; index++) signUp(community, community.members[index]!, new Date(dayStart + random.int(0, DAY_MS / 2)));
  for (let index = 0; index < signups; index++) {
    if (random.chance(0.6)) visit(community, community.members[index]!, dayStart + DAY_MS / 2 + random.int(0, DAY_MS / 3));
  }
  community.chats = community.chats.filter((chat) => chat.open);
  for (const chat of community.chats) if (random.chance(0.5)) talk(community, chat, dayStart + random.int(0, DAY_MS - 3_600_000));
  return signups;
};

export interface GeneratedLog {
  events: number;
  days: number;
  members: number;
  /** Commands the deciders refused (a re-swipe, a quota reached): decided, nothing appended. */
  refused: number;
}

/**
 * A community of about `events / 80` members living day by day through their own commands
 * (signups, edits, preferences, profile views, swipes with their like quota, matches, chats with
 * receipts, the odd block and unmatch), each decided by the command-api's deciders and appended
 * at the end of its day, until the log holds at least `events` events.
 */
export const generateCommunityLog = async (store: EventStore, options: { events: number; concurrency: number; onDay?: (events: number) => void }): Promise<GeneratedLog> => {
  const community: Community = {
    log: createDecidedLog(store, foldsOfStream),
    random: seededRandom('bench-rebuild'),
    members: generateDemoMembers(Math.ceil(options.events / EVENTS_PER_MEMBER)),
    byCity: new Map(),
    admirers: new Map(),
    chats: [],
  };
  let registered = 0;
  let day = 0;
  while (community.log.decided < options.events) {
    registered = live(community, day++, registered);
    await community.log.flush(options.concurrency);
    options.onDay?.(community.log.decided);
  }
  return { events: community.log.decided, days: day, members: registered, refused: community.log.refused };
};
