export { contactBlocksQueryRouter } from './routes.ts';
