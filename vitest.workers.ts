import { availableParallelism } from 'node:os';

/** Journeys and API tests mostly wait (on the browser, the app, PostgreSQL): twice the cores keeps both busy. */
export const TEST_WORKERS = Math.max(4, 2 * availableParallelism());
