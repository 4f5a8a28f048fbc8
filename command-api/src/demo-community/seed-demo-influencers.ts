import { createHash } from 'node:crypto';
import type { EventContext, EventStore, InfluencerType } from '@sankofa/events';
import { influencerStream } from '@sankofa/events';
import { readFolded } from '../stream-states.ts';
import { applicationDecider } from '../influencers/application.ts';
import { applyAsInfluencer, decideApplication, scheduleEvent } from '../influencers/handle.ts';
import type { DemoMember } from './demo-member.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoInfluencer {
  influencerType: InfluencerType;
  bio: string;
  handle: string;
  followerCount: number;
  specialties: string[];
  events: Array<{ eventType: string; title: string; description: string; inDays: number; hour: number; duration: number; maxParticipants: number }>;
}

/** Five voices of the diaspora, each with upcoming live events. */
const INFLUENCERS: DemoInfluencer[] = [
  {
    influencerType: 'chef',
    bio: 'Home cook turned food storyteller: every pot of jollof, egusi and waakye carries a grandmother’s memory, and I share them live.',
    handle: 'kitchen.of.the.motherland',
    followerCount: 48200,
    specialties: ['Jollof', 'Egusi', 'Street food', 'Plantain dishes', 'Spice blends'],
    events: [
      { eventType: 'Cooking Demo', title: 'Smoky Party Jollof, Live', description: 'Cook party jollof with me step by step, and settle the Ghana vs Nigeria debate for good.', inDays: 3, hour: 18, duration: 90, maxParticipants: 40 },
      { eventType: 'Q&A Session', title: 'Ask the Kitchen Anything', description: 'Bring your questions on spices, substitutions abroad and cooking for a first date.', inDays: 12, hour: 19, duration: 45, maxParticipants: 25 },
    ],
  },
  {
    influencerType: 'musician',
    bio: 'Afrobeats producer and highlife guitarist bridging Accra, Lagos and London sounds; I teach the rhythms that move the diaspora.',
    handle: 'highlife.bridges',
    followerCount: 126000,
    specialties: ['Afrobeats', 'Highlife', 'Amapiano', 'Guitar'],
    events: [{ eventType: 'Music Showcase', title: 'Highlife to Amapiano Listening Night', description: 'A live set tracing highlife into amapiano, with the stories behind each track.', inDays: 5, hour: 20, duration: 120, maxParticipants: 100 }],
  },
  {
    influencerType: 'leader',
    bio: 'Community organiser connecting second-generation Africans with their heritage through mentoring circles and open conversations.',
    handle: 'roots.and.routes',
    followerCount: 9800,
    specialties: ['Mentoring', 'Heritage', 'Diaspora identity'],
    events: [
      { eventType: 'Heritage Discussion', title: 'Growing Up Between Two Cultures', description: 'An honest circle on identity, family expectations and dating across the diaspora.', inDays: 7, hour: 19, duration: 60, maxParticipants: 20 },
      { eventType: 'Cultural Workshop', title: 'Tracing Your Family Roots', description: 'Practical steps to research your lineage, from oral history to archives back home.', inDays: 21, hour: 17, duration: 90, maxParticipants: 30 },
    ],
  },
  {
    influencerType: 'artist',
    bio: 'Visual artist working with Adinkra symbols, Ndebele patterns and Kente colour theory; I run relaxed art classes for all levels.',
    handle: 'adinkra.studio',
    followerCount: 23500,
    specialties: ['Adinkra', 'Painting', 'Textile art', 'Ndebele patterns'],
    events: [{ eventType: 'Art Class', title: 'Paint Your Own Adinkra', description: 'Learn the meaning of six Adinkra symbols and paint the one that speaks to you.', inDays: 9, hour: 15, duration: 120, maxParticipants: 15 }],
  },
  {
    influencerType: 'blogger',
    bio: 'Language lover blogging about Swahili, Yoruba and Twi for the diaspora, with playful lessons that make family calls easier.',
    handle: 'mother.tongue.diaries',
    followerCount: 31700,
    specialties: ['Swahili', 'Yoruba', 'Twi', 'Language learning'],
    events: [{ eventType: 'Language Exchange', title: 'Flirting in Swahili, Yoruba and Twi', description: 'Friendly phrases for a first date in three languages, practised together in pairs.', inDays: 4, hour: 19, duration: 60, maxParticipants: 50 }],
  },
];

const startAt = (now: number, inDays: number, hour: number) => {
  const day = new Date(now + inDays * DAY_MS);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

/** The same seeded event every run, so scheduling it again records nothing. */
const seededEventId = (memberId: string, index: number) => createHash('sha256').update(`demo-influencer-event\n${memberId}\n${index}`).digest('hex').slice(0, 32);

/**
 * The first members of the community become verified influencers (applied, then verified by the
 * demo admin) with upcoming events, through the members' own commands. Each step is skipped when
 * already done, so a second run appends nothing and a run cut short is finished by the next one.
 */
export const seedDemoInfluencers = async (store: EventStore, members: DemoMember[], adminId: string, context: EventContext): Promise<void> => {
  const now = Date.now();
  await Promise.all(
    INFLUENCERS.slice(0, members.length).map(async (influencer, index) => {
      const { memberId } = members[index]!;
      const { state } = await readFolded(store, influencerStream(memberId), applicationDecider);
      // An admin's rejection stands.
      if (state.status === 'rejected') return;
      const { events, handle, ...application } = influencer;
      const socialLinks = [`https://instagram.com/${handle}`, `https://tiktok.com/@${handle}`];
      if (state.status === 'none') await applyAsInfluencer(store, { memberId, ...application, socialLinks }, context);
      if (state.status !== 'verified') await decideApplication(store, { type: 'Verify', memberId, adminId }, context);
      for (const [eventIndex, { inDays, hour, ...event }] of events.entries()) {
        const details = { ...event, influencerId: memberId, scheduledAt: startAt(now, inDays, hour) };
        await scheduleEvent(store, details, { ...context, now: new Date(now) }, seededEventId(memberId, eventIndex));
      }
    }),
  );
};
