import type pg from 'pg';
import { AccountDeleted, ContactBlocksCleared, ContactNumbersBlocked, PhoneReleased, PhoneReserved, eventsOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { CONTACT_BLOCKS_PROJECTOR } from './read-model.ts';

const contactEvents = eventsOf(ContactNumbersBlocked, ContactBlocksCleared, PhoneReserved, PhoneReleased, AccountDeleted);

const INIT = `
CREATE TABLE contact_block_hashes (member_id text NOT NULL, phone_hash text NOT NULL, position text COLLATE "C" NOT NULL, PRIMARY KEY (member_id, phone_hash));
CREATE INDEX contact_block_hashes_by_hash ON contact_block_hashes (phone_hash);
CREATE TABLE phone_holders (phone_hash text PRIMARY KEY, member_id text NOT NULL, position text COLLATE "C" NOT NULL);
CREATE INDEX phone_holders_by_member ON phone_holders (member_id);
CREATE TABLE contact_block_changes (member_id text PRIMARY KEY, position text COLLATE "C" NOT NULL);
`;

/**
 * Who a clear shows again, and to whom: her and the holders of the numbers she had blocked, each
 * with the clear's position. Ranked discovery lists keep whom they left out until the viewer
 * changes, and this is the change.
 */
const CLEARED_FOR = `
INSERT INTO contact_block_changes (member_id, position)
SELECT $1, $2 UNION SELECT p.member_id, $2 FROM contact_block_hashes b JOIN phone_holders p ON p.phone_hash = b.phone_hash WHERE b.member_id = $1 AND b.position < $2
ON CONFLICT (member_id) DO UPDATE SET position = EXCLUDED.position WHERE contact_block_changes.position < EXCLUDED.position`;

/** `phone-<hash>`: the reservation stream's id is the number's keyed hash, the same one a block records. */
const hashOfPhoneStream = (stream: string) => stream.slice('phone-'.length);

/**
 * In log order, each write guarded by position, so a batch applied again changes nothing: a number
 * blocked again after a clear is blocked, a clear applied again does not remove later blocks.
 */
const apply = async (events: Array<EventsIn<typeof contactEvents>>, tx: pg.PoolClient) => {
  for (const event of events) {
    switch (event.type) {
      case 'ContactNumbersBlocked':
        await tx.query(
          `INSERT INTO contact_block_hashes (member_id, phone_hash, position) SELECT $1, unnest($2::text[]), $3
           ON CONFLICT (member_id, phone_hash) DO UPDATE SET position = EXCLUDED.position WHERE contact_block_hashes.position < EXCLUDED.position`,
          [event.data.memberId, event.data.phoneHashes, event.position],
        );
        break;
      case 'ContactBlocksCleared':
        await tx.query(CLEARED_FOR, [event.data.memberId, event.position]);
        await tx.query('DELETE FROM contact_block_hashes WHERE member_id = $1 AND position < $2', [event.data.memberId, event.position]);
        break;
      case 'PhoneReserved':
        await tx.query(
          `INSERT INTO phone_holders (phone_hash, member_id, position) VALUES ($1, $2, $3)
           ON CONFLICT (phone_hash) DO UPDATE SET member_id = EXCLUDED.member_id, position = EXCLUDED.position WHERE phone_holders.position < EXCLUDED.position`,
          [hashOfPhoneStream(event.stream), event.data.memberId, event.position],
        );
        break;
      case 'PhoneReleased':
        await tx.query('DELETE FROM phone_holders WHERE phone_hash = $1 AND member_id = $2 AND position < $3', [hashOfPhoneStream(event.stream), event.data.memberId, event.position]);
        break;
      case 'AccountDeleted':
        break;
      default: {
        const _unhandled: never = event;
      }
    }
  }
  await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('contact_block_hashes', 'member_id'), rowsNaming('phone_holders', 'member_id'), rowsNaming('contact_block_changes', 'member_id')]);
};

/**
 * Block people I know: the keyed hashes of the numbers each member blocked, and which member holds
 * each number now (from the `phone-<hash>` reservation streams). Joined on the hash, they say who is
 * hidden from whom, both ways, including a member who signs up with a blocked number later.
 * No number is here in clear.
 */
export const contactBlocksProjector = defineProjector({
  name: CONTACT_BLOCKS_PROJECTOR,
  // 2: when a clear shows members to each other again (contact_block_changes).
  version: 2,
  handles: contactEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});
