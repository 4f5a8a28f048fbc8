export { timeTravelCommandRouter } from './routes.ts';
