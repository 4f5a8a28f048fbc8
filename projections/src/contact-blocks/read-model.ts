/** The contact-blocks read model as readers see it (`@sankofa/projections/contact-blocks`). */
export const CONTACT_BLOCKS_PROJECTOR = 'contact_blocks';
export const CONTACT_BLOCKS_VIEWS = ['contact_block_changes', 'contact_block_hashes', 'phone_holders'] as const;

export interface ContactBlockHashRow {
  member_id: string;
  phone_hash: string;
  position: string;
}
