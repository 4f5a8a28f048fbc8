import { MemberRegistered, newEvent, type EventContext, type ProfileFields } from '@sankofa/events';

/** A valid registration of `memberId`, for tests that start from members who already exist. */
export const memberRegistered = (memberId: string, profile: Partial<ProfileFields> = {}, context?: Partial<EventContext>) =>
  newEvent(
    MemberRegistered,
    {
      memberId,
      email: `${memberId}@example.com`,
      phoneNumber: '+233 20 000 0000',
      passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
      firstName: 'Ama',
      lastName: 'Mensah',
      age: 29,
      location: 'Accra, Ghana',
      heritage: 'Ghanaian',
      profession: 'Engineer',
      bio: '',
      ethnicGroup: null,
      languages: [],
      diasporaGeneration: null,
      culturalValues: [],
      religionSpirituality: null,
      relationshipGoals: null,
      homeCountry: null,
      ...profile,
      photos: [],
      latitude: null,
      longitude: null,
      currentCity: null,
      currentCountry: null,
      role: 'member',
    },
    { actorId: 'anonymous', correlationId: 'test', ...context },
  );
