export { contactChangeRouter, type ContactChangeRouterDependencies } from './routes.ts';
