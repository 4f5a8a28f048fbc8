import { generateDemoMembers, type DemoMember, seededRandom, type Random } from '@sankofa/command-api/demo-community';
import {
  DEFAULT_PREFERENCES,
  MemberBlocked,
  MemberRegistered,
  PremiumActivated,
  PreferencesSaved,
  SwipeRecorded,
  memberStream,
  newEvent,
  pairStream,
  type EventStore,
  type NewEvent,
  type Preferences,
} from '@sankofa/events';

const context = { actorId: 'bench', correlationId: 'bench-discovery' };
const CITIES = ['London', 'Paris', 'Lagos', 'Accra', 'Toronto', 'Berlin', 'Nairobi', 'Atlanta', 'Johannesburg', 'New York'];
const VALUES = ['family-oriented', 'traditional', 'modern', 'creative', 'ambitious', 'community-focused', 'spiritual', 'educational', 'cultural-pride'];
const HERITAGES = ['Nigerian', 'Ghanaian', 'Kenyan', 'Ethiopian', 'South African', 'Senegalese'];

const ageBand = (member: DemoMember) => ({ ageMin: Math.max(18, member.age - 5), ageMax: Math.min(100, member.age + 8) });

/** What viewers ask for, from the defaults (their city, 50 km) to worldwide searches narrowed by a filter or two. */
export const FILTER_MIXES: Record<string, { weight: number; filters: (member: DemoMember, random: Random) => Partial<Preferences> }> = {
  defaults: { weight: 25, filters: () => ({}) },
  ageBand: { weight: 20, filters: ageBand },
  heritages: { weight: 15, filters: (member, random) => ({ ...ageBand(member), preferredHeritages: [member.heritage, random.pick(HERITAGES)] }) },
  hubsInALanguage: { weight: 10, filters: (member, random) => ({ ...ageBand(member), searchInDiasporaHubs: true, preferredLanguages: [random.pick(member.languages)] }) },
  homeCountry: { weight: 10, filters: (member) => ({ searchInHomeCountry: true, preferredRelationshipGoals: [member.relationshipGoals ?? 'serious', 'marriage'], dealBreakers: ['casual'] }) },
  wideByGeneration: { weight: 10, filters: () => ({ maxDistance: 1000, preferredDiasporaGenerations: ['first-generation', 'second-generation'] }) },
  otherCitiesByValues: { weight: 10, filters: (_, random) => ({ searchInCurrentCity: false, preferredCities: random.sample(CITIES, 2), preferredCulturalValues: random.sample(VALUES, 3) }) },
};
export const MIX_WEIGHTS = Object.fromEntries(Object.entries(FILTER_MIXES).map(([name, { weight }]) => [name, weight]));

const registration = (member: DemoMember) => {
  const { photoCount, ...profile } = member;
  return newEvent(
    MemberRegistered,
    { ...profile, passwordHash: 'scrypt$16384$8$1$YmVuY2g$YmVuY2g', photos: Array.from({ length: photoCount }, (_, index) => `/api/media/${member.memberId}-${index}.svg`), role: 'member' },
    context,
  );
};

/** Runs `work` over `items` with `concurrency` appends in flight. */
const inParallel = async <Item>(items: Item[], concurrency: number, work: (item: Item) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
};

export interface Viewer {
  memberId: string;
  mix: string;
}

/**
 * The demo community's generator at scale, as the events signup, the Filters screen, premium and
 * swipes would have appended: every member on their own stream, every swipe on its pair's.
 */
export const seedDiscovery = async (store: EventStore, options: { profiles: number; viewers: number; swipesPerViewer: number; concurrency?: number }) => {
  const random = seededRandom('bench-discovery');
  const members = generateDemoMembers(options.profiles);
  const viewerEvery = Math.floor(options.profiles / options.viewers);
  const viewers: Viewer[] = [];
  const appends: Array<[string, NewEvent[]]> = members.map((member, index) => {
    const events: NewEvent[] = [registration(member)];
    if (random.chance(0.15)) events.push(newEvent(PremiumActivated, { memberId: member.memberId, until: null }, context));
    if (index % viewerEvery === 0 && viewers.length < options.viewers) {
      const mix = random.weighted(MIX_WEIGHTS);
      viewers.push({ memberId: member.memberId, mix });
      events.push(newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, ...FILTER_MIXES[mix]!.filters(member, random), memberId: member.memberId }, context));
      if (random.chance(0.2)) events.push(newEvent(MemberBlocked, { memberId: member.memberId, blockedMemberId: random.pick(members).memberId }, context));
    }
    return [memberStream(member.memberId), events];
  });
  const byCity = new Map<string, DemoMember[]>();
  for (const member of members) {
    if (!byCity.has(member.currentCity)) byCity.set(member.currentCity, []);
    byCity.get(member.currentCity)!.push(member);
  }
  const byId = new Map(members.map((member) => [member.memberId, member]));
  for (const viewer of viewers) {
    const city = byCity.get(byId.get(viewer.memberId)!.currentCity)!;
    for (const swiped of random.sample(city, options.swipesPerViewer)) {
      if (swiped.memberId === viewer.memberId) continue;
      const swipe = { swiperId: viewer.memberId, swipedId: swiped.memberId, isLike: random.chance(0.4), isSuperLike: false };
      appends.push([pairStream(viewer.memberId, swiped.memberId), [newEvent(SwipeRecorded, swipe, context)]]);
    }
  }
  await inParallel(appends, options.concurrency ?? 32, ([stream, events]) => store.append(stream, events));
  return { viewers, memberIds: members.map(({ memberId }) => memberId), events: appends.reduce((sum, [, events]) => sum + events.length, 0) };
};
