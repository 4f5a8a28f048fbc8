export { photoScreeningQueryRouter } from './routes.ts';
