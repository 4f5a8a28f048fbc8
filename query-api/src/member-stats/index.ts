export { memberStatsQueryRouter, type MemberStatsQueryDependencies } from './routes.ts';
