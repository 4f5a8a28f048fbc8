import { registerMember, type RegistrationInput } from '@sankofa/command-api/members';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import {
  DEFAULT_PREFERENCES,
  MemberBlocked,
  PremiumActivated,
  PremiumEnded,
  PreferencesSaved,
  ProfileUpdated,
  SwipeRecorded,
  memberStream,
  newEvent,
  pairStream,
  type NewEvent,
  type Position,
  type Preferences,
} from '@sankofa/events';
import { startFeatureStack, type FeatureStack } from '../../testing/feature-stack.ts';
import { discoveryQueryRouter, NEXT_CURSOR_HEADER } from '../routes/feed.ts';
import { locationQueryRouter } from '../routes/location.ts';
import { createRankedLists, type RankedListOptions } from '../ranked-lists.ts';

const context = { actorId: 'test', correlationId: 'test' };

export type Profile = Partial<Omit<RegistrationInput, 'password' | 'passwordHash'>>;

/** Discovery as the app serves it: members registered through signup's command, the projector, both routers over HTTP. */
export const startDiscoveryWorld = async (rankedListOptions: RankedListOptions = {}) => {
  const stack: FeatureStack = await startFeatureStack({
    projectorNames: ['discovery'],
    queryRouters: (deps) => [discoveryQueryRouter({ ...deps, rankedLists: createRankedLists(deps.pool, rankedListOptions) }), locationQueryRouter(deps)],
  });
  let sequence = 0;
  // The log's visible head can lag behind a commit while other transactions are open, so reads wait for what was appended here.
  let latest: Position | null = null;
  const appended = (position: Position) => {
    if (latest === null || position > latest) latest = position;
    return position;
  };
  const given = async (stream: string, event: NewEvent) => appended(await stack.given(stream, event));

  const member = async (profile: Profile = {}): Promise<string> => {
    const { memberId, position } = await registerMember(
      { store: stack.store, identityBanKey: TEST_IDENTITY_BAN_KEY },
      registrationInput({
        email: `member${++sequence}@example.com`,
        phoneNumber: uniquePhoneNumber(),
        firstName: `Member${sequence}`,
        lastName: 'Okafor',
        age: 30,
        location: 'Somewhere',
        heritage: 'Nigerian',
        profession: 'Engineer',
        // Discovery ranks on ethnic group, religion and distance only with consent, which these members give unless a test says otherwise.
        sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: true },
        ...profile,
      }),
      context,
    );
    if (position) appended(position);
    return memberId;
  };

  /** GET with the viewer's token, once the read model holds everything appended so far. */
  const get = async (viewerId: string | null, path: string) => {
    const response = await fetch(`${stack.queryUrl}${path}`, {
      headers: { ...(viewerId ? await stack.bearer(viewerId) : {}), ...(latest ? { 'x-min-position': latest } : {}) },
    });
    return { status: response.status, body: await response.json(), nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
  };

  return {
    stack,
    member,
    get,
    discover: (viewerId: string, query = '') => get(viewerId, `/api/users/discovery${query}`),
    /** The ids discovery shows the viewer, in order. */
    discoveredIds: async (viewerId: string, query = '') => ((await get(viewerId, `/api/users/discovery${query}`)).body as Array<{ id: string }>).map(({ id }) => id),
    preferences: (memberId: string, preferences: Partial<Preferences>) =>
      given(memberStream(memberId), newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, ...preferences, memberId }, context)),
    swipe: (swiperId: string, swipedId: string, isLike: boolean) =>
      given(pairStream(swiperId, swipedId), newEvent(SwipeRecorded, { swiperId, swipedId, isLike, isSuperLike: false }, context)),
    block: (memberId: string, blockedMemberId: string) => given(memberStream(memberId), newEvent(MemberBlocked, { memberId, blockedMemberId }, context)),
    premium: (memberId: string) => given(memberStream(memberId), newEvent(PremiumActivated, { memberId, until: null }, context)),
    premiumEnded: (memberId: string) => given(memberStream(memberId), newEvent(PremiumEnded, { memberId }, context)),
    /**
     * Suspension, verification and boosts come with later features' events; until then tests set
     * the columns those events will write. Like any projected change, the write moves the row's
     * position (discovery keeps its lists current by position): an event that changes nothing
     * else is projected first, then the columns are set on its row.
     */
    setColumns: async (memberId: string, columns: { is_suspended?: boolean; is_verified?: boolean; boosted_until?: Date | null }) => {
      await given(memberStream(memberId), newEvent(ProfileUpdated, { memberId, changes: {} }, context));
      await get(memberId, '/api/users/location/nowhere');
      const entries = Object.entries(columns);
      const assignments = entries.map(([column], index) => `${column} = $${index + 2}`).join(', ');
      await stack.pool.query(`UPDATE discovery_profiles SET ${assignments} WHERE member_id = $1`, [memberId, ...entries.map(([, value]) => value)]);
    },
    close: () => stack.close(),
  };
};

export type DiscoveryWorld = Awaited<ReturnType<typeof startDiscoveryWorld>>;
