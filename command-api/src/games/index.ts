export { gamesRouter, type GamesRouterDependencies } from './routes.ts';
export { gameDecider, type GameCommand } from './decide.ts';
export { TRIVIA_ANSWER_SECONDS } from './rules.ts';
