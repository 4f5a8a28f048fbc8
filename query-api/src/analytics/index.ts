export { analyticsQueryRouter } from './routes.ts';
