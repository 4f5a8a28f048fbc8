import pg from 'pg';

/**
 * Counts every statement this process sends to PostgreSQL, by its text (whitespace folded, cut
 * short), so a benchmark can say which statements a swipe costs: load-independent evidence.
 */
export const countQueries = () => {
  const counts = new Map<string, number>();
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? String(first));
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 120);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  return {
    /** Counts so far, most frequent first; and forgets them, so each call covers what happened since the last. */
    take: () => {
      const taken = [...counts].sort((a, b) => b[1] - a[1]);
      counts.clear();
      return taken;
    },
  };
};
