export { privacyRouter, type PrivacyRouterDependencies } from './routes.ts';
