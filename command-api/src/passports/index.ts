export { passportsRouter, type PassportsRouterDependencies } from './routes.ts';
export { createPassportStates, countPassportSwipeFor, type PassportStates } from './passport-commands.ts';
export { passportsDecider } from './passports.ts';
