export { accountPauseRouter, type AccountPauseRouterDependencies } from './routes.ts';
