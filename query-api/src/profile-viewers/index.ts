export { profileViewersQueryRouter, PREMIUM_VIEWERS_REQUIRED } from './routes.ts';
