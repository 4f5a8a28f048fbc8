export { gamesQueryRouter, type GamesQueryDependencies } from './routes.ts';
export { gameUpdatedLiveMapper, gamesLiveMappers } from './live.ts';
