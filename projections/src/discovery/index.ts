export { discoveryProjector } from './projector.ts';
export { placeKey } from './candidates-writer.ts';
export type { DiscoveryCardRow, DiscoveryPreferencesRow, DiscoveryProfileRow } from './tables.ts';
export { BIT_CAPACITY, maskOf, termDictionaryOf, type TermDictionary, type TermKind, type TermRow } from './term-bits.ts';
