import { expect } from 'vitest';
import type { EventContext, NewEvent } from '@sankofa/events';
import type { Decider } from '../../decider.ts';

/** Given these events, when this command, then these events (type and data) or this error: for decider tests. */
export const specificationFor =
  <State, Command extends { type: string }, Event extends NewEvent>(decider: Decider<State, Command, Event>, context: EventContext) =>
  (given: readonly Event[]) => ({
    when(command: Command) {
      const decide = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState), context);
      return {
        then(expected: ReadonlyArray<Pick<Event, 'type' | 'data'>>) {
          expect(decide().map(({ type, data }) => ({ type, data }))).toEqual(expected);
        },
        thenThrows(expected: Record<string, unknown>) {
          expect(decide).toThrow();
          try {
            decide();
          } catch (error) {
            expect(error).toMatchObject(expected);
          }
        },
      };
    },
  });
