import type { Projector, RecordedEvent } from '@sankofa/events';

export { defineProjector, ofTypes, type Projector, type Reaction, type ReactionContext } from '@sankofa/events';

const NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const assertValidProjector = (projector: Projector): void => {
  if (!NAME_PATTERN.test(projector.name)) {
    throw new Error(`Projector name "${projector.name}" must match ${NAME_PATTERN.source}`);
  }
  if (!Number.isInteger(projector.version) || projector.version < 1) {
    throw new Error(`Projector ${projector.name}: version must be a positive integer`);
  }
  if (projector.handles.types?.length === 0) throw new Error(`Projector ${projector.name} handles no event type`);
};

/** The `types` filter for a log read: undefined reads every type. */
export const typeFilter = (projector: Pick<Projector, 'handles'>): readonly string[] | undefined => projector.handles.types;

export const handledBy = (projector: Pick<Projector, 'handles'>): ((event: RecordedEvent) => boolean) => (event) => projector.handles.has(event);

/**
 * A version's schema. A rebuild of the version already serving goes into the `_b` twin, and the
 * one after that back into the plain name, so blue and green never share a schema.
 */
export const buildSchemaName = (name: string, version: number, twin = false): string =>
  `projection_${name}_v${version}${twin ? '_b' : ''}`;

export const isBuildSchemaOf = (name: string, schema: string): boolean =>
  new RegExp(`^projection_${name}_v\\d+(_b)?$`).test(schema);

export const replaySchemaName = (name: string): string => `replay_${name}`;

export const quoteIdentifier = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;
