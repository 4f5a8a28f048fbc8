export { verificationRouter, type VerificationRouterDependencies } from './routes.ts';
export { verificationAdminRouter, type VerificationAdminDependencies } from './admin-routes.ts';
export { verificationDecider, hashOfCode } from './decide.ts';
export { signEmailLink } from './email-link.ts';
