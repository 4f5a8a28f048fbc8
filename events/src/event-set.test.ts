import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, EventSchemaError } from './catalog.ts';
import { eventsOf, everyEventOf, recordedEvents } from './event-set.ts';
import type { RecordedEvent } from './store.ts';

const Greeted = defineEvent('Greeted', z.object({ name: z.string(), language: z.string() }), {
  version: 2,
  upcasters: { 1: (data) => ({ ...(data as object), language: 'en' }) },
});
const Waved = defineEvent('Waved', z.object({ hand: z.enum(['left', 'right']) }));

const recorded = (type: string, data: unknown, schemaVersion = 1): RecordedEvent => ({
  type,
  data,
  stream: 'test-1',
  revision: 0,
  position: '1',
  metadata: { eventId: 'e1', occurredAt: '2026-01-01T00:00:00.000Z', actorId: 'system', actorKind: 'system', correlationId: 'c1', causationId: null, schemaVersion },
});

describe('an event set', () => {
  const greetings = eventsOf(Greeted, Waved);

  it('reads its types from the log and has only those', () => {
    expect(greetings.types).toEqual(['Greeted', 'Waved']);
    expect(greetings.has({ type: 'Waved' })).toBe(true);
    expect(greetings.has({ type: 'Shouted' })).toBe(false);
  });

  it('gives an event recorded at an older version upcast to the current one, typed', () => {
    const event = greetings.parse(recorded('Greeted', { name: 'Ama' }));
    if (event.type !== 'Greeted') throw new Error('narrowed by its type');
    expect(event.data).toEqual({ name: 'Ama', language: 'en' });
    expect(event.metadata.schemaVersion).toBe(2);
  });

  it('refuses data that does not match the schema, and a type it does not hold', () => {
    expect(() => greetings.parse(recorded('Waved', { hand: 'both' }))).toThrow(EventSchemaError);
    expect(() => greetings.parse(recorded('Shouted', {}))).toThrow(/not among Greeted, Waved/);
  });

  it('parses a recorded event once, however many sets read it', () => {
    const event = recorded('Greeted', { name: 'Kofi' });
    expect(eventsOf(Greeted).parse(event)).toBe(greetings.parse(event));
  });

  it('keeps events as recorded for envelope readers, and parses the known ones for whole-log readers', () => {
    const old = recorded('Greeted', { name: 'Esi' });
    const foreign = recorded('Shouted', { loud: true });
    expect(recordedEvents(['Greeted']).parse(old)).toBe(old);
    expect(recordedEvents(['Greeted']).has(foreign)).toBe(false);
    const everything = everyEventOf([Greeted]);
    expect(everything.types).toBeUndefined();
    expect(everything.parse(old).data).toEqual({ name: 'Esi', language: 'en' });
    expect(everything.parse(foreign)).toBe(foreign);
  });
});
