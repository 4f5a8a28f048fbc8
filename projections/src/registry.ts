import type { Projector } from './projector.ts';
import { streamActivityProjector } from './stream-activity/projector.ts';

/** Every read model the runtime (and the CLI) runs. */
export const projectors: Projector[] = [streamActivityProjector];
