import { createHash } from 'node:crypto';

/** Collects a statement's parameters as its SQL is built: `params.add(value, 'text[]')` is `$n::text[]`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, type?: string): string {
    this.values.push(value);
    return `$${this.values.length}${type ? `::${type}` : ''}`;
  }
}

/**
 * A prepared statement named after its text: each connection parses and plans a statement shape
 * once (the shapes are few: one per combination of filters in use), which costs more than
 * running it for a page of cards.
 */
export const prepared = (text: string, params: SqlParams) => ({
  name: `discovery_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`,
  text,
  values: params.values,
});
