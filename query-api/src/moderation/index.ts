export { moderationQueryRouter } from './routes.ts';
export { noBlockBetween } from './blocks.ts';
