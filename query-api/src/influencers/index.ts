export { influencersQueryRouter, type InfluencersQueryDependencies } from './routes.ts';
