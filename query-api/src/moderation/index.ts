export { moderationQueryRouter } from './routes.ts';
export { contactHiddenFrom, noBlockBetween, noContactBlockBetween } from './blocks.ts';
