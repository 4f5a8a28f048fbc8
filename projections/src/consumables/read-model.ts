/** The consumables read model (the `inventory` projector's) as readers see it (`@sankofa/projections/consumables`): its public view and row. */
export const INVENTORY_VIEWS = ['consumable_items'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const INVENTORY_PROJECTOR = 'inventory';
export type { ConsumableItemRow } from './projector.ts';
