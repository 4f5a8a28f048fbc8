import type { RouteContract } from './route.ts';
import * as wire from './wire.ts';

export * from './wire.ts';

const isRouteContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const everythingOnTheWire: Record<string, unknown> = wire;

/** Every route of both APIs: the route-contract test fails for a route the app registers without one. */
export const routeContracts: readonly RouteContract[] = Object.values(everythingOnTheWire).filter(isRouteContract);
