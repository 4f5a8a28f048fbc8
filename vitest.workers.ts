import { availableParallelism } from 'node:os';

/**
 * Journeys and API tests mostly wait (on the browser, the app, PostgreSQL): one more than the
 * cores keeps them busy. Twice the cores did too, until each journey's app loaded its safety
 * models: on a slower machine of the kind four at once made journeys wait past their timeouts.
 */
export const TEST_WORKERS = Math.max(3, availableParallelism() + 1);
