export { pushRouter, subscriptionIdOf, type PushRouterDependencies } from './routes.ts';
export { pushDecider, type PushCommand } from './decide.ts';
