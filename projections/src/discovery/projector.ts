import type pg from 'pg';
import { DiscoveryPrivacySaved, MemberBlocked, PassRewound, PreferencesSaved, SwipeRecorded, catalog, type EventOf, type RecordedEvent } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { CANDIDATE_EVENT_TYPES, type CandidateEvent } from './candidate-record.ts';
import { writeCandidates } from './candidates-writer.ts';
import { deleteRewoundSwipes, writeBlocks, writePreferences, writePrivacy, writeSwipes } from './relations-writer.ts';
import { DISCOVERY_TABLES } from './tables.ts';

const candidateTypes = new Set<string>(CANDIDATE_EVENT_TYPES);

/** Each table is written once per batch: they do not depend on each other, so the log's order only matters within one. */
const apply = async (events: RecordedEvent[], tx: pg.PoolClient) => {
  const parsed = events.filter((event) => discoveryProjector.handles.includes(event.type)).map((event) => catalog.parse(event));
  const ofType = <Event extends RecordedEvent>(type: string) => parsed.filter((event): event is Event => event.type === type);
  await writeCandidates(parsed.filter((event): event is CandidateEvent => candidateTypes.has(event.type)), tx);
  await writePreferences(ofType<EventOf<typeof PreferencesSaved>>(PreferencesSaved.type), tx);
  await writeSwipes(ofType<EventOf<typeof SwipeRecorded>>(SwipeRecorded.type), tx);
  await deleteRewoundSwipes(ofType<EventOf<typeof PassRewound>>(PassRewound.type), tx);
  await writeBlocks(ofType<EventOf<typeof MemberBlocked>>(MemberBlocked.type), tx);
  await writePrivacy(ofType<EventOf<typeof DiscoveryPrivacySaved>>(DiscoveryPrivacySaved.type), tx);
};

/**
 * The discovery read model: who can be shown to whom and how they rank. Folded from the events
 * themselves (never from another read model), so it rebuilds on its own.
 */
export const discoveryProjector: Projector = {
  name: 'discovery',
  /**
   * 3: coordinates are written coarse (location privacy); the rebuild snaps those of older events.
   * 4: a used boost sets `boosted_until`. 5: a rewound pass deletes its swipe row. 6:
   * `international_matching` among the filters. 7: a suspension hides the member (`is_suspended`) until it is lifted;
   * the members' Privacy Settings: `is_hidden` and `discovery_privacy`; an identity badge sets `is_verified`.
   */
  version: 7,
  handles: [...CANDIDATE_EVENT_TYPES, PreferencesSaved.type, SwipeRecorded.type, MemberBlocked.type, PassRewound.type],
  init: async (tx: pg.PoolClient) => {
    await tx.query(DISCOVERY_TABLES);
  },
  apply,
};
