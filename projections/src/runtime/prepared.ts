import { createHash } from 'node:crypto';
import type pg from 'pg';

/** A bound on what one connection keeps prepared, should a projector build its texts from values. */
const MOST_PER_CONNECTION = 500;
const preparedBy = new WeakMap<object, Set<string>>();

/**
 * Named after its text and its build's schema: a text runs under one search path, so PostgreSQL
 * never re-plans it for another schema, and a new version's tables of another shape never meet
 * an old plan (the "cached plan must not change result type" of a blue/green switch).
 */
const hashedName = (schema: string, text: string) => `sankofa_${createHash('sha1').update(schema).update('\0').update(text).digest('hex').slice(0, 32)}`;

// Hashing a text at every statement cost more than sending it.
const namesBySchema = new Map<string, Map<string, string>>();
const MOST_NAMES_KEPT = 10_000;
let namesKept = 0;
const statementName = (schema: string, text: string): string => {
  const names = namesBySchema.get(schema) ?? new Map<string, string>();
  namesBySchema.set(schema, names);
  const kept = names.get(text);
  if (kept) return kept;
  const name = hashedName(schema, text);
  if (namesKept < MOST_NAMES_KEPT) {
    names.set(text, name);
    namesKept += 1;
  }
  return name;
};

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown];

const named = (client: object, schema: string, [config, values, callback]: QueryArguments): QueryArguments => {
  // A callback, a several-statement text or a cursor stays as it is: only one statement can be prepared.
  if (typeof values === 'function' || callback !== undefined) return [config, values, callback];
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  const plain = typeof config === 'string' || (typeof config === 'object' && config !== null && !('name' in config) && !('submit' in config));
  if (typeof text !== 'string' || !plain || text.includes(';')) return [config, values, callback];
  const names = preparedBy.get(client) ?? new Set<string>();
  preparedBy.set(client, names);
  const name = statementName(schema, text);
  if (!names.has(name) && names.size >= MOST_PER_CONNECTION) return [config, values, callback];
  names.add(name);
  const asObject = typeof config === 'string' ? { text } : (config as object);
  return [{ ...asObject, name, ...(values === undefined ? {} : { values }) }];
};

/**
 * The client a projector or reactor writes with: each statement it sends is prepared once per
 * connection, and PostgreSQL keeps a generic plan for it where that is not dearer, where it was
 * planned at every batch: planning cost PostgreSQL as much CPU as running the statements.
 */
export const preparingStatements = (tx: pg.PoolClient, schema: string): pg.PoolClient =>
  new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'query') return (...args: QueryArguments) => (target.query as (...args: unknown[]) => unknown)(...named(target, schema, args));
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
