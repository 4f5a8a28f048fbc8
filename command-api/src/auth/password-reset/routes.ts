import type Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { outboxEmail, createMemoryOutbox } from '@sankofa/adapters/messaging';
import { confirmPasswordReset, requestPasswordReset, type CommandReply, type ResponseOf } from '@sankofa/contracts';
import { memberStream } from '@sankofa/events';
import { createLogger, mount } from '@sankofa/server-kit';
import { handleCommand } from '../../handle-command.ts';
import { memberIdByEmail } from '../../members/email-reservation.ts';
import { defaultPasswordHasher } from '../../members/password.ts';
import { consumeRateLimit, unlockedFailureCounter, rateLimit } from '../../rate-limits/index.ts';
import { respondWithPosition } from '../../respond.ts';
import { commandContextOf, systemClock, type AuthDependencies } from '../dependencies.ts';
import { readMemberAccess } from '../member-access.ts';
import { applyRevocations } from '../sessions.ts';
import { createSecretBox } from '../two-factor/secret-box.ts';
import { codeCheckOf } from '../two-factor/totp.ts';
import { passwordResetDecider } from './decide.ts';
import { resetMail } from './mail.ts';
import { formatResetToken, hashResetSecret, newResetToken, parseResetToken } from './token.ts';

/** POST /api/auth/password-reset (a link by e-mail) and /password-reset/confirm (a new password with it); both anonymous, both rate-limited per client. */
export const passwordResetRoutes = (router: Router, deps: AuthDependencies): void => {
  const { store, clock = systemClock, passwords = defaultPasswordHasher, publicAppUrl = 'http://localhost:3000', logger = createLogger('password-reset') } = deps;
  const email = deps.messaging?.email ?? outboxEmail(createMemoryOutbox());
  const box = createSecretBox(deps.twoFactorEncryptionSecret);

  mount(router, requestPasswordReset, rateLimit('passwordResets'), async (ctx, { body }) => {
    await consumeRateLimit(ctx, 'passwordResetEmails', { email: body.email });
    const context = commandContextOf(ctx, clock);
    const memberId = await memberIdByEmail(store, body.email);
    // A token is made and hashed for nobody too: what the answer costs does not depend on whether the address is a member's.
    const token = newResetToken(memberId ?? uuidv7());
    const tokenHash = hashResetSecret(token.secret);
    if (memberId !== null) {
      const { events } = await handleCommand({ store, stream: memberStream(memberId), decider: passwordResetDecider, command: { type: 'RequestPasswordReset', now: context.now, tokenHash }, context });
      const link = `${publicAppUrl}/reset-password?token=${encodeURIComponent(formatResetToken(token))}`;
      // A mail that fails is logged, not answered: an error only members' addresses could cause would tell who is a member.
      if (events.length > 0) await email.send(resetMail(body.email, link)).catch((error: unknown) => logger.error('could not send a password reset link', { memberId, error }));
    }
    ctx.status = 202;
    ctx.body = { sent: true } satisfies ResponseOf<typeof requestPasswordReset>;
  });

  mount(router, confirmPasswordReset, rateLimit('passwordResets'), async (ctx, { body: { token, newPassword, twoFactorCode: code } }) => {
    const { memberId, secret } = parseResetToken(token);
    // The link alone must not let anyone guess codes at leisure: it shares the member's wrong-code count.
    const wrongAttempts = await unlockedFailureCounter(ctx, 'twoFactorCodes', memberId, 'Too many wrong codes');
    const context = commandContextOf(ctx, clock);
    const member = await readMemberAccess(store, memberId);
    const activeSecret = member.status === 'registered' ? member.twoFactor.activeSecret : null;
    const twoFactorCode = codeCheckOf(box, activeSecret, memberId, code, context.now);
    const newPasswordHash = await passwords.hash(newPassword);
    try {
      const result = await handleCommand({
        store,
        stream: memberStream(memberId),
        decider: passwordResetDecider,
        command: { type: 'CompletePasswordReset', now: context.now, tokenHash: hashResetSecret(secret), newPasswordHash, twoFactorCode },
        context,
      });
      applyRevocations(deps, result.events);
      respondWithPosition(ctx, 200, { passwordReset: true } satisfies CommandReply<typeof confirmPasswordReset>, result.position);
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'invalid_two_factor_code') await wrongAttempts.record(memberId);
      throw error;
    }
  });
};
