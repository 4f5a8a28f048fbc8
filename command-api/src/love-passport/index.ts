export { lovePassportRouter, type LovePassportRouterDependencies } from './routes.ts';
export { createPassportStates, type PassportStates } from './passport-commands.ts';
export { passportsDecider } from './decide.ts';
