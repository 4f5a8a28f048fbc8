import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { everyEvent, recordedEvents, type EventSet } from '@sankofa/events';
import { assertValidProjector, type Projector } from '../projector.ts';

/** What an ad-hoc projector module exports: `handles` and `apply` as registered projectors have, `init` and `name` if it wants. */
interface AdhocModule {
  handles?: unknown;
  apply?: unknown;
  init?: unknown;
  name?: unknown;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The listed types (all for `*`), those of the catalog parsed and upcast as registered projectors receive them. */
const eventsOfTypes = (types: string[]): EventSet => ({ ...recordedEvents(types.includes('*') ? undefined : types), parse: everyEvent.parse });

/** An analyst's question as a projector, loaded from a file: built like any read model, into `replay_<name>` (default `adhoc`). */
export const loadAdhocProjector = async (modulePath: string): Promise<Projector> => {
  const loaded = (await import(pathToFileURL(path.resolve(modulePath)).href)) as AdhocModule & { default?: AdhocModule };
  const module = loaded.handles === undefined && loaded.default ? loaded.default : loaded;
  if (!isStringList(module.handles)) throw new Error(`${modulePath} must export handles: the event types it reads (['*'] for all)`);
  if (typeof module.apply !== 'function') throw new Error(`${modulePath} must export apply(events, tx)`);
  const projector: Projector = {
    name: typeof module.name === 'string' ? module.name : 'adhoc',
    version: 1,
    handles: eventsOfTypes(module.handles),
    init: typeof module.init === 'function' ? (module.init as Projector['init']) : async () => undefined,
    apply: module.apply as Projector['apply'],
  };
  assertValidProjector(projector);
  return projector;
};
