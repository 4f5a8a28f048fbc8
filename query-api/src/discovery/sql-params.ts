/** Collects a statement's parameters as its SQL is built: `params.add(value, 'text[]')` is `$n::text[]`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, type?: string): string {
    this.values.push(value);
    return `$${this.values.length}${type ? `::${type}` : ''}`;
  }
}

