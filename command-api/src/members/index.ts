import type Router from '@koa/router';
import { bioRouter, type BioDependencies } from './routes/bio.ts';
import { locationRouter, type LocationDependencies } from './routes/location.ts';
import { profileRouter } from './routes/profile.ts';
import { signupRouter, type SignupDependencies } from './routes/signup.ts';

export type MembersDependencies = BioDependencies & LocationDependencies & Pick<SignupDependencies, 'identityBanKey' | 'models'>;

/** Signup, profile, bio and location: every write route of the members feature. */
export const membersRouters = (deps: MembersDependencies): Router[] => [signupRouter(deps), profileRouter(deps), bioRouter(deps), locationRouter(deps)];

export { locationRouter } from './routes/location.ts';
export { signupRouter } from './routes/signup.ts';
export { signupInput } from './signup-input.ts';
export { registerMember, type RegistrationDependencies, type RegistrationInput } from './register-member.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { emailStreamOf, memberIdByEmail, normalizeEmail, EMAIL_TAKEN } from './email-reservation.ts';
export { MAX_PHOTOS, PREMIUM_REQUIRED, TOO_MANY_PHOTOS, memberDecider, type MemberCommand } from './decide.ts';
