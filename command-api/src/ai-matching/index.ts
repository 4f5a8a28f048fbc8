export { aiMatchingRouter, type AiMatchingRouterDependencies } from './routes.ts';
