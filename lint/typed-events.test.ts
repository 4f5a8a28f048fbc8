import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.ts';

const castErrors = (source: string, filePath = 'projections/src/matches/example.ts') => ruleMessages('no-restricted-syntax', filePath, source);

describe('events are typed, never cast', () => {
  it.each([
    ['an event to EventOf', 'export const f = (event: unknown) => (event as EventOf<typeof MatchMade>).data;'],
    ['an event to a RecordedEvent intersection', 'export const f = (event: unknown) => event as GameEvent & RecordedEvent;'],
    ["an event's data", 'export const f = (event: { data: unknown }) => event.data as { matchId: string };'],
    ['a parse', 'export const f = (event: unknown) => catalog.parse(event) as PairEvent;'],
  ])('fail on a cast of %s', async (_what, source) => {
    expect(await castErrors(source)).toHaveLength(1);
  });

  it('pass on a typed read and on casts of anything else', async () => {
    expect(await castErrors('export const f = (event: RecordedEvent) => handled.parse(event).data;\nexport const g = (row: unknown) => row as { id: string };\nexport const h = (text: string) => JSON.parse(text) as { id: string };')).toEqual([]);
  });

  it('leave the log itself, which holds data as opaque JSON', async () => {
    expect(await castErrors('export const f = (event: unknown) => parseOnce(event) as EventOf<Definitions[number]>;', 'events/src/event-set.ts')).toEqual([]);
  });
});
