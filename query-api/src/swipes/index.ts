export { newMatchLiveMapper, superLikeLiveMapper, swipesLiveMappers } from './live.ts';
