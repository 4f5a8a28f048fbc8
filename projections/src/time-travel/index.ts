export { timeTravel, resolveAsOf, type AsOf, type TimeTravelOptions } from './time-travel.ts';
export { positionAt, BEFORE_THE_LOG } from './position-at.ts';
export { loadAdhocProjector } from './adhoc-projector.ts';
export { startTimeTravelBuild } from './build-job.ts';
export { forgetScratchCopies, SCRATCH_COPY_DROPPED } from './forget-scratch-copies.ts';
