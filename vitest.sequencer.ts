import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Journeys first: each takes tens of seconds, so started last they would leave one worker busy
 * long after the others ran out of the short files (a fresh clone has no timings to sort by).
 */
export class JourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isJourney = (file: TestSpecification) => file.moduleId.includes('/e2e/');
    return [...sorted.filter(isJourney), ...sorted.filter((file) => !isJourney(file))];
  }
}
