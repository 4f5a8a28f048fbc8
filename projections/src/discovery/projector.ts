import type pg from 'pg';
import { MemberBlocked, PassRewound, PreferencesSaved, SwipeRecorded, eventsOf, type EventsIn } from '@sankofa/events';
import { defineProjector, ofTypes } from '../projector.ts';
import { CANDIDATE_EVENTS } from './candidate-record.ts';
import { writeCandidates } from './candidates-writer.ts';
import { deleteRewoundSwipes, eraseDeletedMembers, writeBlocks, writePreferences, writePrivacy, writeSwipes } from './relations-writer.ts';
import { DISCOVERY_TABLES } from './tables.ts';
import { DISCOVERY_PROJECTOR } from './read-model.ts';

const discoveryEvents = eventsOf(...CANDIDATE_EVENTS, PreferencesSaved, SwipeRecorded, MemberBlocked, PassRewound);
const candidateTypes = CANDIDATE_EVENTS.map((definition) => definition.type);

/** Each table is written once per batch: they do not depend on each other, so the log's order only matters within one. */
const apply = async (events: EventsIn<typeof discoveryEvents>[], tx: pg.PoolClient) => {
  await writeCandidates(ofTypes(events, ...candidateTypes), tx);
  await writePreferences(ofTypes(events, 'PreferencesSaved'), tx);
  await writeSwipes(ofTypes(events, 'SwipeRecorded'), tx);
  await deleteRewoundSwipes(ofTypes(events, 'PassRewound'), tx);
  await writeBlocks(ofTypes(events, 'MemberBlocked'), tx);
  await writePrivacy(ofTypes(events, 'DiscoveryPrivacySaved'), tx);
  await eraseDeletedMembers(ofTypes(events, 'AccountDeleted'), tx);
};

/**
 * The discovery read model: who can be shown to whom and how they rank. Folded from the events
 * themselves (never from another read model), so it rebuilds on its own.
 */
export const discoveryProjector = defineProjector({
  name: DISCOVERY_PROJECTOR,
  /**
   * 3: coordinates are written coarse (location privacy); the rebuild snaps those of older events.
   * 4: a used boost sets `boosted_until`. 5: a rewound pass deletes its swipe row. 6:
   * `international_matching` among the filters. 7: a suspension hides the member (`is_suspended`) until it is lifted;
   * the members' Privacy Settings: `is_hidden` and `discovery_privacy`; an identity badge sets `is_verified`.
   * 8: a paused account is shown to no one (`is_paused`) until she resumes.
   * 9: her consent (`shares_ethnicity_religion`, `shares_precise_location`) says what of those fields readers may use.
   * 10: a deleted account is erased (`is_deleted`, nothing of hers in her row) and her filters, swipes and blocks go.
   * 11: an account held for review by the scam defences is hidden (`is_suspended`) until released.
   */
  version: 11,
  handles: discoveryEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(DISCOVERY_TABLES);
  },
  apply,
});
