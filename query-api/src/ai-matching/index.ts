export { aiMatchingQueryRouter, type AiMatchingQueryDependencies } from './routes.ts';
