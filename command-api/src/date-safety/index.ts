export { dateSafetyRouter, type DateSafetyRouterDependencies } from './routes.ts';
export { dateCheckIns } from './check-in-reactor.ts';
