import { expect } from 'vitest';
import type { EventContext, NewEvent } from '@sankofa/events';
import type { Decider } from '../decider.ts';

export const testContext: EventContext = { actorId: 'test', correlationId: 'test', now: new Date('2025-01-01T12:00:00Z') };

type Fact<Event extends NewEvent> = Pick<Event, 'type' | 'data'>;

/**
 * Given events / when command / then events (or an error), on the decider alone: no store, no
 * I/O. Events are compared by type and data; ids and times in the metadata are the decider's own.
 */
export const specificationFor =
  <State, Command extends { type: string }, Event extends NewEvent>(decider: Decider<State, Command, Event>, context = testContext) =>
  (given: ReadonlyArray<Fact<Event>>) => ({
    when: (command: Command) => {
      const decide = () => {
        const state = given.reduce((current, event) => decider.evolve(current, event as Event), decider.initialState);
        return decider.decide(command, state, context).map(({ type, data }) => ({ type, data }));
      };
      return {
        then: (expected: ReadonlyArray<Fact<Event>>) => expect(decide()).toEqual(expected),
        thenThrows: (expected: Record<string, unknown>) => {
          let thrown: unknown;
          try {
            decide();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toMatchObject(expected);
        },
      };
    },
  });
