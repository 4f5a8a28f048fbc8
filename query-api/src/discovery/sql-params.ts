/** Collects a statement's parameters as its SQL is built: `params.add(value, 'text[]')` is `$n::text[]`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, type?: string): string {
    this.values.push(value);
    return `$${this.values.length}${type ? `::${type}` : ''}`;
  }
}

/**
 * A prepared statement: each connection parses it once rather than on every request. Its text
 * must be the same every time it is given this name, whoever the viewer (the builders keep every
 * filter in the text and let the values decide), or the driver refuses it.
 */
export const prepared = (name: string, text: string, params: SqlParams) => ({ name: `discovery_${name}`, text, values: params.values });
