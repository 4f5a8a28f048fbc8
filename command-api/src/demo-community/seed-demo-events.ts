import { hostEventBody } from '@sankofa/contracts';
import { communityEventStream, type EventContext, type EventStore } from '@sankofa/events';
import { communityEventDecider, type CommunityEventCommand } from '../community-events/decide.ts';
import { listEventCommand } from '../community-events/listing.ts';
import { handleCommand } from '../handle-command.ts';
import type { DemoMember } from './demo-member.ts';
import { DEMO_EVENT_CITIES, DEMO_EVENT_TEMPLATES } from './demo-event-catalog.ts';
import { seededRandom } from './seeded-random.ts';

/** Section "Events discovery": at least 60 events over the next 90 days, across cities and categories. */
export const DEMO_EVENTS = 66;
const DAYS_AHEAD = 89;
/** The demo member's nearest neighbours (its matches among them) show interest, so 'N of your matches are interested' has figures. */
const NEIGHBOURS = 3;

const dayFrom = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo community's events, each listed by a community member through the command members use, and some interest and places taken. */
export const seedDemoEvents = async (store: EventStore, demo: DemoMember, community: DemoMember[], context: EventContext, now = new Date()): Promise<void> => {
  if (community.length === 0) return;
  const byDistance = [...community].sort((a, b) => (a.latitude - demo.latitude) ** 2 + (a.longitude - demo.longitude) ** 2 - ((b.latitude - demo.latitude) ** 2 + (b.longitude - demo.longitude) ** 2));
  const neighbours = byDistance.slice(0, NEIGHBOURS);
  const decide = (eventId: string, command: CommunityEventCommand) =>
    handleCommand({ store, stream: communityEventStream(eventId), decider: communityEventDecider, command, context });

  await Promise.all(
    Array.from({ length: DEMO_EVENTS }, async (_, index) => {
      // One random source per event: the events are listed concurrently, yet each is the same on every run.
      const random = seededRandom(`sankofa-demo-event-${index}`);
      const template = DEMO_EVENT_TEMPLATES[index % DEMO_EVENT_TEMPLATES.length]!;
      const place = DEMO_EVENT_CITIES[(index * 7 + Math.floor(index / DEMO_EVENT_TEMPLATES.length)) % DEMO_EVENT_CITIES.length]!;
      const eventId = `demo-event-${index + 1}`;
      const host = random.pick(community);
      // Through the Host Your Own Event form's own validation, as a member's listing.
      const input = hostEventBody.parse({
        ...template,
        title: `${template.title}: ${place.city}`,
        date: dayFrom(now, 1 + Math.floor((index * DAYS_AHEAD) / DEMO_EVENTS)),
        venue: random.pick(place.venues),
        address: `${random.int(1, 220)} ${random.pick(place.streets)}`,
        city: place.city,
        country: place.country,
        website: index % 3 === 0 ? `https://example.org/events/${eventId}` : undefined,
      });
      await decide(eventId, listEventCommand(eventId, host.memberId, input, now.toISOString()));
      for (const member of random.sample(community, random.int(0, 6))) await decide(eventId, { type: 'JoinEvent', data: { eventId, memberId: member.memberId, now: now.toISOString() } });
      for (const member of random.sample(community, random.int(0, 4))) await decide(eventId, { type: 'SetInterest', data: { eventId, memberId: member.memberId, value: true } });
      if (index % 4 === 0) {
        for (const member of neighbours.slice(0, 1 + (index % 3))) await decide(eventId, { type: 'SetInterest', data: { eventId, memberId: member.memberId, value: true } });
      }
    }),
  );
};
