import type { z } from 'zod';

/** One row of an event's field table: a top-level field, or a nested one named with dots (`changes.firstName`). */
export interface FieldRow {
  name: string;
  type: string;
  /** `required`, `optional`, or the default a reader fills in when the field is missing. */
  presence: string;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  defaultValue?: unknown;
}

const defOf = (schema: z.ZodType): Def => schema.def as unknown as Def;

/** The bounds written on a number (`z.number().min(-90).max(90)`), except the safe-integer ones `.int()` adds. */
const numberType = (schema: z.ZodType): string => {
  const number = schema as unknown as { isInt: boolean; minValue: number | null; maxValue: number | null };
  const type = number.isInt ? 'integer' : 'number';
  const written = (bound: number | null) => (bound !== null && Number.isFinite(bound) && Math.abs(bound) !== Number.MAX_SAFE_INTEGER ? bound : null);
  const [min, max] = [written(number.minValue), written(number.maxValue)];
  if (min === null && max === null) return type;
  return `${type} (${min ?? '−∞'} to ${max ?? '∞'})`;
};

/** A type as a reader of the JSON sees it; wrappers (nullable, optional, default) are peeled by `fieldRows`. */
export const typeName = (schema: z.ZodType): string => {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
      return numberType(schema);
    case 'array':
      return `${typeName(def.element!)}[]`;
    case 'enum':
      return Object.values(def.entries!).map((value) => `'${value}'`).join(' or ');
    case 'literal':
      return def.values!.map((value) => JSON.stringify(value)).join(' or ');
    case 'union':
      return def.options!.map(typeName).join(' or ');
    case 'nullable':
      return `${typeName(def.innerType!)} or null`;
    case 'optional':
    case 'default':
      return typeName(def.innerType!);
    default:
      return def.type;
  }
};

const rowsOf = (name: string, schema: z.ZodType, presence: string): FieldRow[] => {
  const def = defOf(schema);
  if (def.type === 'optional') return rowsOf(name, def.innerType!, 'optional');
  if (def.type === 'default') return rowsOf(name, def.innerType!, `defaults to \`${JSON.stringify(def.defaultValue)}\``);
  if (def.type === 'object') return [{ name, type: 'object', presence }, ...fieldRows(schema, `${name}.`)];
  return [{ name, type: typeName(schema), presence }];
};

/** Every field of an object schema, nested objects flattened after their parent. */
export const fieldRows = (schema: z.ZodType, prefix = ''): FieldRow[] => {
  const def = defOf(schema);
  if (def.type !== 'object') return [{ name: `${prefix}(data)`, type: typeName(schema), presence: 'required' }];
  return Object.entries(def.shape!).flatMap(([name, field]) => rowsOf(`${prefix}${name}`, field, 'required'));
};
