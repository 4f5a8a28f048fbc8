import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { v7 as uuidv7 } from 'uuid';
import { logIn, type CommandReply, type ResponseOf } from '@sankofa/contracts';
import { memberStream } from '@sankofa/events';
import { AppError, mount, unknownCountry } from '@sankofa/server-kit';
import { handleCommand } from '../../handle-command.ts';
import { respondWithPosition } from '../../respond.ts';
import { emailStreamOf, memberIdByEmail } from '../../members/email-reservation.ts';
import { defaultPasswordHasher } from '../../members/password.ts';
import { commandContextOf, systemClock, type AuthDependencies } from '../dependencies.ts';
import { initialMemberAccess, readMemberAccess } from '../member-access.ts';
import { setRefreshCookie } from '../session-cookie.ts';
import { startSession } from '../sessions.ts';
import { failureCounter, rateLimit } from '../../rate-limits/index.ts';
import { TooManyAttemptsError } from '../../throttle.ts';
import { INVALID_TWO_FACTOR_CODE } from '../two-factor/decide.ts';
import { createSecretBox } from '../two-factor/secret-box.ts';
import { sealedCodeStep } from '../two-factor/totp.ts';
import { InvalidCredentialsError, accountLockSeconds, loginDecider } from './decide.ts';
import { signInOriginOf } from './sign-in-origin.ts';

const throttled = (seconds: number) => {
  if (seconds > 0) throw new TooManyAttemptsError(seconds);
};

/** POST /api/auth/login: the account's failures live in its stream; a client's address and unregistered e-mail addresses are counted in the shared rate limits. */
export const loginRoute = (router: Router, deps: AuthDependencies): void => {
  const { store, clock = systemClock, passwords = defaultPasswordHasher, countryOf = unknownCountry } = deps;
  const box = createSecretBox(deps.twoFactorEncryptionSecret);
  // Checked against when nobody has the address, so that answer takes as long as a wrong password.
  const dummyPasswordHash = passwords.hash('not the password of anyone');

  // Unregistered addresses get locked like accounts do, so a 429 does not tell that an address is registered.
  const refuseUnknownAddress = async (ctx: Context, email: string, password: string): Promise<never> => {
    const [failuresByUnknownEmail, key] = [failureCounter(ctx, 'unknownAddressLogins'), emailStreamOf(email)];
    throttled(await failuresByUnknownEmail.lockedForSeconds(key));
    await passwords.verify(password, await dummyPasswordHash);
    await Promise.all([failuresByUnknownEmail.record(key), failureCounter(ctx, 'loginFailures').record(ctx.ip)]);
    throw new InvalidCredentialsError();
  };

  // First of all, before the body is even parsed: a locked-out address gets nothing else out of the route.
  const refuseLockedAddress = async (ctx: Context, next: Next) => {
    throttled(await failureCounter(ctx, 'loginFailures').lockedForSeconds(ctx.ip));
    return next();
  };

  mount(router, logIn, rateLimit('login'), refuseLockedAddress, async (ctx, { body: { email, password, twoFactorCode: code } }) => {
    const context = commandContextOf(ctx, clock);
    const memberId = await memberIdByEmail(store, email);
    const member = memberId ? await readMemberAccess(store, memberId) : initialMemberAccess;
    if (member.status !== 'registered') return refuseUnknownAddress(ctx, email, password);

    // Before the password is even checked, so a locked account says nothing about the guess.
    throttled(accountLockSeconds(member, context.now));
    const passwordMatches = await passwords.verify(password, member.passwordHash);
    // A hash of an older, cheaper cost is made again now that the password is known; the decision keeps it only on success.
    const rehashedPasswordHash = passwordMatches && passwords.needsRehash(member.passwordHash) ? await passwords.hash(password) : null;
    const codeStep = passwordMatches && code !== undefined ? sealedCodeStep(box, member.twoFactor.activeSecret, member.memberId, code, context.now) : null;
    const { events } = await handleCommand({
      store,
      stream: memberStream(member.memberId),
      decider: loginDecider,
      command: {
        type: 'LogIn',
        now: context.now,
        sessionId: uuidv7(),
        passwordMatches,
        rehashedPasswordHash,
        twoFactorCode: code === undefined ? 'not_given' : codeStep === null ? 'invalid' : { validAtStep: codeStep },
        origin: signInOriginOf(ctx, countryOf),
      },
      context,
    });

    const outcome = events.find((event) => event.type !== 'PasswordRehashed');
    if (outcome === undefined) {
      ctx.body = { requiresTwoFactor: true } satisfies ResponseOf<typeof logIn>;
      return;
    }
    if (outcome.type === 'LoginFailed') {
      await failureCounter(ctx, 'loginFailures').record(ctx.ip);
      // A wrong code at sign-in is a failed sign-in (401), not a refused change of settings (the table's 400).
      throw outcome.data.reason === 'wrong_password' ? new InvalidCredentialsError() : new AppError(401, 'invalid_two_factor_code', INVALID_TWO_FACTOR_CODE);
    }
    if (outcome.type !== 'LoginSucceeded') throw new Error(`Login decided ${outcome.type}`);
    const { accessToken, refreshToken, expiresAt, position } = await startSession(deps, { memberId: member.memberId, role: member.role, context, sessionId: outcome.data.sessionId, device: outcome.data.device });
    setRefreshCookie(ctx, refreshToken, expiresAt);
    ctx.set('Cache-Control', 'no-store');
    respondWithPosition(ctx, 200, { requiresTwoFactor: false, auth: { accessToken }, user: { id: member.memberId, name: member.name } } satisfies CommandReply<typeof logIn>, position);
  });
};
