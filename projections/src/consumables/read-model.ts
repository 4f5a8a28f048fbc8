/** The consumables read model (the `inventory` projector's) as readers see it (`@sankofa/projections/consumables`): its public view and row. */
export const INVENTORY_VIEWS = ['consumable_items'] as const;
export type { ConsumableItemRow } from './projector.ts';
