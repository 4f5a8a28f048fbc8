export { discoveryProjector } from './projector.ts';
export { placeKey } from './candidates-writer.ts';
export type { DiscoveryCardRow, DiscoveryPreferencesRow, DiscoveryProfileRow } from './tables.ts';
