import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@sankofa/events';
import { parseKnownEvent } from './parse-known-event.ts';

const recorded = (type: string, data: unknown): RecordedEvent => ({
  type,
  data,
  metadata: { eventId: 'e1', occurredAt: '2025-03-01T10:00:00.000Z', actorId: 'ama', correlationId: 'c1', causationId: null, schemaVersion: 1 },
  stream: 'pair-ama-kofi',
  revision: 0,
  position: '1',
});

describe('the CLI rebuild validates events as the app does', () => {
  it('passes a known event that matches its schema', () => {
    const event = recorded('SwipeRecorded', { swiperId: 'ama', swipedId: 'kofi', isLike: true, isSuperLike: false });
    expect(parseKnownEvent(event).data).toEqual(event.data);
  });

  it('refuses a known event that does not match its schema (a poison event)', () => {
    expect(() => parseKnownEvent(recorded('SwipeRecorded', { swiperId: 'ama' }))).toThrow();
  });

  it('lets an unknown type through as it is', () => {
    const event = recorded('OperatorTestEvent', { anything: 1 });
    expect(parseKnownEvent(event)).toBe(event);
  });
});
