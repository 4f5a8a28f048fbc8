export { lovePassportsQueryRouter, type LovePassportsQueryDependencies } from './routes.ts';
export { passportOf } from './queries.ts';
export { toPassportView } from './views.ts';
