import type { RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import { describe, expect, it } from 'vitest';
import { testEvent } from '../contract/test-events.ts';
import { toEventData, toRecordedEvent } from './convert.ts';

/** What KurrentDB hands back for an event written with `toEventData` (JSON content, so parsed data and metadata). */
const asRecorded = (written: ReturnType<typeof toEventData>, metadata: unknown): KurrentRecordedEvent =>
  ({
    id: written.id,
    type: written.type,
    data: written.data,
    metadata,
    streamId: 'swipes-a-b',
    revision: 2n,
    created: new Date('2026-01-01T00:00:00Z'),
    isJson: true,
    contentType: 'application/json',
  }) as unknown as KurrentRecordedEvent;

describe('the KurrentDB envelope', () => {
  it('keeps who and why: the actor kind, correlation and causation come back as written', () => {
    const event = testEvent('MatchMade', { matchId: 'm1' });
    event.metadata = { ...event.metadata, actorId: 'ama', actorKind: 'member', causationId: 'the-swipe-event-id' };
    const written = toEventData(event);
    const read = toRecordedEvent(asRecorded(written, written.metadata), 'p1');
    expect(read.metadata).toEqual(event.metadata);
  });

  it("reads an event written by another client as the system's, caused by nothing", () => {
    const written = toEventData(testEvent('Imported'));
    const read = toRecordedEvent(asRecorded(written, undefined), 'p1');
    expect(read.metadata).toMatchObject({ actorId: 'system', causationId: null, eventId: written.id });
  });
});
