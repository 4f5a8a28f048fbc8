export { dateSafetyQueryRouter, type DateSafetyQueryDependencies } from './routes.ts';
