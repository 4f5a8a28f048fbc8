export { lovePassportQueryRouter, type LovePassportQueryDependencies } from './routes.ts';
export { passportOf } from './queries.ts';
export { toPassportView } from './views.ts';
