import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../store.ts';

/** A unique category per test, so the suite also runs against a shared, non-empty log. */
export const uniqueCategory = (): string => `t${randomUUID().replaceAll('-', '').slice(0, 12)}`;

export const testEvent = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actorId: 'system',
    // Who and why must come back as written, from either adapter.
    actorKind: 'system',
    correlationId: randomUUID(),
    causationId: randomUUID(),
    schemaVersion: 1,
  },
});

export const collect = async <T>(iterable: AsyncIterable<T>, max = Number.POSITIVE_INFINITY): Promise<T[]> => {
  const items: T[] = [];
  for await (const item of iterable) {
    items.push(item);
    if (items.length >= max) break;
  }
  return items;
};
