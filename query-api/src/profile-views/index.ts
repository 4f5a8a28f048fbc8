export { profileViewsQueryRouter, PREMIUM_VIEWERS_REQUIRED } from './routes.ts';
