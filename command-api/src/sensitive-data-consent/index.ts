export { sensitiveDataConsentRouter, type SensitiveDataConsentRouterDependencies } from './routes.ts';
