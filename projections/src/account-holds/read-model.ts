import type { HoldReason } from '@sankofa/events';

/** The account-holds read model as readers see it (`@sankofa/projections/account-holds`). */
export const ACCOUNT_HOLDS_PROJECTOR = 'account_holds';
export const ACCOUNT_HOLDS_VIEWS = ['held_accounts'] as const;

export interface HeldAccountRow {
  member_id: string;
  reasons: HoldReason[];
  held_at: Date;
  position: string;
}
