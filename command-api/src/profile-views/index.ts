export { profileViewsRouter } from './routes.ts';
export { profileViewDecider, PROFILE_VIEW_INTERVAL_MS, type RecordProfileView } from './decide.ts';
