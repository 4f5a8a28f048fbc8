export { trustQueryRouter, type TrustQueryDependencies } from './routes.ts';
