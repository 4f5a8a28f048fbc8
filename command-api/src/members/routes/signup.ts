import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { signup, type CommandReply } from '@sankofa/contracts';
import type { SensitiveDataConsent } from '@sankofa/events';
import { mount, type AccessTokens } from '@sankofa/server-kit';
import type { MediaStorage } from '@sankofa/adapters/media';
import { setRefreshCookie } from '../../auth/session-cookie.ts';
import { deviceOf } from '../../auth/login/sign-in-origin.ts';
import { startSession } from '../../auth/sessions.ts';
import { refuseBannedIdentities } from '../../account-deletion/identity-bans.ts';
import { eventContextOf } from '../../event-context.ts';
import { refuseFacelessFirstPhoto, type PhotoScreeningDependencies } from '../../photo-screening/index.ts';
import { rateLimit } from '../../rate-limits/index.ts';
import { respondWithPosition } from '../../respond.ts';
import type { Registration } from '../decide.ts';
import { registerMember, type RegistrationDependencies } from '../register-member.ts';
import { withCoarseLocation } from '../signup-input.ts';

/** `identityBanKey` also refuses the e-mail or phone of a member deleted while suspended for abuse. */
export interface SignupDependencies extends RegistrationDependencies, Pick<PhotoScreeningDependencies, 'models'> {
  tokens: AccessTokens;
  /** Where the first photo is read back from, to find a face in it. */
  media: MediaStorage;
}

/** The new member as GET /api/user will show it once projected, so the client needs no second round trip. */
const privateMemberOf = ({ passwordHash: _passwordHash, memberId, ...registration }: Registration, sensitiveDataConsent: SensitiveDataConsent, createdAt: Date) => ({
  id: memberId,
  name: `${registration.firstName} ${registration.lastName}`,
  ...registration,
  bioType: 'text' as const,
  audioBio: null,
  videoBio: null,
  isPremium: false,
  isVerified: false,
  twoFactorEnabled: false,
  preferredLanguage: 'en',
  autoTranslate: false,
  interfaceLanguage: null,
  paused: false,
  sensitiveDataConsent,
  createdAt: createdAt.toISOString(),
});

/** POST /api/users: signup, then the first session, so the new member is signed in. */
export const signupRouter = (deps: SignupDependencies): Router => {
  const router = new Router();
  mount(router, signup, rateLimit('signup'), async (ctx, { body }) => {
    const input = withCoarseLocation(body);
    await refuseBannedIdentities(deps.store, deps.identityBanKey, [{ kind: 'email', value: input.email }, { kind: 'phone', value: input.phoneNumber }]);
    await refuseFacelessFirstPhoto(deps, input.photos);
    const memberId = uuidv7();
    const context = { ...eventContextOf(ctx), actorId: memberId, now: new Date() };
    const { registration } = await registerMember(deps, { ...input, memberId }, context);
    const { accessToken, refreshToken, expiresAt, position } = await startSession(deps, { memberId, role: registration.role, context, device: deviceOf(ctx.get('user-agent')) });
    setRefreshCookie(ctx, refreshToken, expiresAt);
    ctx.set('Cache-Control', 'no-store');
    respondWithPosition(ctx, 201, { user: privateMemberOf(registration, input.sensitiveDataConsent, context.now), auth: { accessToken } } satisfies CommandReply<typeof signup>, position);
  });
  return router;
};
