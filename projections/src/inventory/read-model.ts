/** The inventory read model as readers see it (`@sankofa/projections/inventory`): its public view and row. */
export const INVENTORY_VIEWS = ['consumable_items'] as const;
export type { ConsumableItemRow } from './projector.ts';
