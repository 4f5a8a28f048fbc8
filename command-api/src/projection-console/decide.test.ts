import { describe, expect, it } from 'vitest';
import { ProjectorEventSkipped, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { skipDecider, type FailedBuild, type SkipProjectorEvent } from './decide.ts';

const failedAt = (position: string): FailedBuild => ({ schemaName: 'projection_matches_v3', version: 3, position, eventId: 'e1', eventType: 'MatchMade', stream: 'match-1' });
const skip = (position: string, failedBuilds: FailedBuild[]): SkipProjectorEvent => ({
  type: 'SkipProjectorEvent',
  data: { projector: 'matches', position, reason: 'Corrupt data from the 2024 import', adminId: 'ada', failedBuilds },
});
const skipped = (position: string) => {
  const { type, data } = newEvent(
    ProjectorEventSkipped,
    { projector: 'matches', schemaName: 'projection_matches_v3', version: 3, position, eventId: 'e1', eventType: 'MatchMade', stream: 'match-1', reason: 'Corrupt data from the 2024 import', skippedBy: 'ada' },
    testContext,
  );
  return { type, data };
};

describe('skipping the event a projector failed on', () => {
  const given = specificationFor(skipDecider);

  it('records who skipped which event and why', () => {
    given([]).when(skip('p42', [failedAt('p42')])).then([skipped('p42')]);
  });

  it('refuses unless a build is failed at exactly that position', () => {
    given([]).when(skip('p41', [failedAt('p42')])).thenThrows({ code: 'projector_not_failed', message: expect.stringContaining('failed at p42') });
    given([]).when(skip('p42', [])).thenThrows({ code: 'projector_not_failed' });
  });

  it('records a retried skip once', () => {
    given([skipped('p42')]).when(skip('p42', [failedAt('p42')])).then([]);
  });
});
