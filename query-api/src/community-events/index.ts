export { communityEventsQueryRouter, type CommunityEventsQueryDependencies } from './routes.ts';
