export { verificationQueryRouter, type VerificationQueryDependencies } from './routes.ts';
