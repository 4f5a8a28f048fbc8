/**
 * Time travel's read side (`@sankofa/projections/time-travel`): the builds admins asked for and
 * the tables each left in its projector's scratch schema, so any process (query-api) can answer
 * the polling and browsing without running projectors.
 */
import { projectors } from '../registry.ts';

export { buildView, loadBuild } from './builds-table.ts';
export { allRows, builtTable, countRows, tablePage } from './table-rows.ts';

/** The projectors a build may replay: every registered one. */
export const timeTravelProjectors = (): string[] => projectors.map((projector) => projector.name);
