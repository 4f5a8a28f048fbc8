import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { catalog } from '../all-events.ts';
import { fieldRows } from '../docs/schema-fields.ts';
import { NOT_PERSONAL, PERSONAL_FIELDS } from './personal-fields.ts';

/** Ids, times and flags: a field named like these is not personal data by itself. */
const PLAINLY_NOT_PERSONAL = /(^|\.)(id|[a-zA-Z]*Id|[a-zA-Z]*At)$/;
const HOLDS_TEXT = /string|object|record/;

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;
const unwrapped = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  return ['optional', 'nullable', 'default'].includes(def.type) ? unwrapped(def.innerType!) : schema;
};
const schemaAt = (schema: z.ZodType, path: string): z.ZodType | undefined =>
  path.split('.').reduce<z.ZodType | undefined>((current, key) => (current ? defOf(unwrapped(current)).shape?.[key] : undefined), schema);

describe("members' personal fields", () => {
  it('classifies every text field of the catalog as personal (sealed with its owner key) or not, saying why', () => {
    const unclassified = catalog.definitions.flatMap((definition) =>
      fieldRows(definition.schema)
        .filter((row) => HOLDS_TEXT.test(row.type) && !PLAINLY_NOT_PERSONAL.test(row.name))
        .map((row) => `${definition.type}.${row.name}`)
        .filter((field) => {
          const [type, ...path] = field.split('.');
          const name = path.join('.');
          const personal = PERSONAL_FIELDS[type!]?.fields;
          const nestedInPersonal = personal && Object.keys(personal).some((sealed) => name === sealed || name.startsWith(`${sealed}.`) || sealed.startsWith(`${name}.`));
          return !nestedInPersonal && NOT_PERSONAL[field] === undefined && NOT_PERSONAL[type!] === undefined;
        }),
    );
    expect(unclassified, 'classify these in events/src/sealing/personal-fields.ts').toEqual([]);
  });

  it('names only fields and owners the catalog has', () => {
    const stale = Object.entries(PERSONAL_FIELDS).flatMap(([type, spec]) => {
      const definition = catalog.definitions.find((candidate) => candidate.type === type);
      if (!definition) return [type];
      return [...spec.owner, ...Object.keys(spec.fields)].filter((path) => schemaAt(definition.schema, path) === undefined).map((path) => `${type}.${path}`);
    });
    const staleExemptions = Object.keys(NOT_PERSONAL).filter((field) => {
      const [type, ...path] = field.split('.');
      const definition = catalog.definitions.find((candidate) => candidate.type === type);
      return !definition || (path.length > 0 && schemaAt(definition.schema, path.join('.')) === undefined);
    });
    expect([...stale, ...staleExemptions]).toEqual([]);
  });

  it('erases every field to a value its schema accepts, so an erased event still parses', () => {
    const refused = Object.entries(PERSONAL_FIELDS).flatMap(([type, spec]) => {
      const definition = catalog.definitions.find((candidate) => candidate.type === type)!;
      return Object.entries(spec.fields)
        .filter(([path, erased]) => !schemaAt(definition.schema, path)!.safeParse(erased).success)
        .map(([path]) => `${type}.${path}`);
    });
    expect(refused).toEqual([]);
  });
});
