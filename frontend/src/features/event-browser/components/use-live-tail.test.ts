import { describe, expect, it } from 'vitest';
import type { EventSummary } from '@sankofa/contracts';
import { withTailed } from './use-live-tail.ts';

const event = (n: number): EventSummary => ({
  position: String(n).padStart(4, '0'),
  stream: `member-${n}`,
  category: 'member',
  revision: 0,
  type: 'MemberRegistered',
  occurredAt: '2026-01-01T00:00:00Z',
  eventId: `event-${n}`,
  correlationId: 'c',
  causationId: null,
  actorId: 'a',
  actorKind: 'member',
});

describe('the live tail list', () => {
  it('shows the newest first, each event once, and keeps the newest hundred', () => {
    let events: EventSummary[] = [];
    for (let n = 1; n <= 120; n++) events = withTailed(events, event(n));
    events = withTailed(events, event(120));
    expect(events).toHaveLength(100);
    expect(events[0]!.eventId).toBe('event-120');
    expect(events.at(-1)!.eventId).toBe('event-21');
  });
});
