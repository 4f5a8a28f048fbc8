export { translationQueryRouter } from './routes.ts';
