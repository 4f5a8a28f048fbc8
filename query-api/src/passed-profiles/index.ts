export { passedProfilesQueryRouter, PREMIUM_REVISIT_REQUIRED } from './routes.ts';
