export { influencersRouter, type InfluencersRouterDependencies } from './routes.ts';
export { applyAsInfluencer, decideApplication, scheduleEvent, decideParticipation, follow } from './handle.ts';
