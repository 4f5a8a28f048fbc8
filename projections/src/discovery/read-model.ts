/**
 * Discovery's read model as readers see it: the public views the projector publishes, their row
 * types, and the pure helper that names a place the way the rows do. query-api imports this file
 * only (as `@sankofa/projections/discovery`), never the projector's internals.
 */
export const DISCOVERY_VIEWS = [
  'discovery_profiles',
  'discovery_cards',
  'discovery_preferences',
  'discovery_swipes',
  'discovery_blocks',
  'discovery_terms',
  'discovery_rewinds',
  'discovery_privacy',
] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const DISCOVERY_PROJECTOR = 'discovery';
export { placeKey } from './candidates-writer.ts';
export type { DiscoveryCardRow, DiscoveryPreferencesRow, DiscoveryProfileRow } from './tables.ts';
export { BIT_CAPACITY, growingTermBits, maskOf, termDictionaryOf, type TermDictionary, type TermKind, type TermRow } from './term-bits.ts';
