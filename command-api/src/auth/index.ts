export { authRouter } from './routes.ts';
export type { AuthDependencies } from './dependencies.ts';
export { startSession, type SessionTokens, type StartSessionInput } from './sessions.ts';
export { deviceOf } from './login/sign-in-origin.ts';
