export { accountHoldsQueryRouter } from './routes.ts';
