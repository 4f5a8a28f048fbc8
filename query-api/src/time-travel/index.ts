export { timeTravelQueryRouter } from './routes.ts';
