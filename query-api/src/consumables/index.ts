export { consumablesQueryRouter, RECENT_ACTIVITY_LIMIT, type ConsumablesQueryDependencies } from './routes.ts';
