export { pushQueryRouter, type PushQueryDependencies } from './routes.ts';
