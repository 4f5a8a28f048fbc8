export { personalDataRouter, type PersonalDataRouterDependencies } from './routes.ts';
