import type Router from '@koa/router';
import { changePassword, type CommandReply } from '@sankofa/contracts';
import { memberStream } from '@sankofa/events';
import { mount, principalOf, requireMember } from '@sankofa/server-kit';
import { handleCommand } from '../../handle-command.ts';
import { defaultPasswordHasher } from '../../members/password.ts';
import { respondWithPosition } from '../../respond.ts';
import { unlockedFailureCounter } from '../../rate-limits/index.ts';
import { commandContextOf, systemClock, type AuthDependencies } from '../dependencies.ts';
import { refuseDemoAccount } from '../demo-account.ts';
import { readMemberAccess } from '../member-access.ts';
import { applyRevocations } from '../sessions.ts';
import { createSecretBox } from '../two-factor/secret-box.ts';
import { codeCheckOf } from '../two-factor/totp.ts';
import { registered } from '../two-factor/decide.ts';
import { accountDecider } from './decide.ts';

/** POST /api/auth/password: the member in the access token changes their password; their other sessions end, this one stays. */
export const accountRoutes = (router: Router, deps: AuthDependencies): void => {
  const { store, tokens, clock = systemClock, passwords = defaultPasswordHasher } = deps;
  const box = createSecretBox(deps.twoFactorEncryptionSecret);

  mount(router, changePassword, requireMember(tokens), async (ctx, { body: { currentPassword, newPassword, twoFactorCode: code } }) => {
    const { memberId, session } = principalOf(ctx);
    // With a stolen access token, neither the old password nor the code may be guessed at leisure: they share the wrong-code count.
    const wrongAttempts = await unlockedFailureCounter(ctx, 'twoFactorCodes', memberId, 'Too many wrong passwords or codes');
    const context = commandContextOf(ctx, clock);
    const member = registered(await readMemberAccess(store, memberId));
    // Before the slow hashes: the answer is the same whatever was typed.
    refuseDemoAccount(member);
    const [oldPasswordMatches, newPasswordHash] = await Promise.all([passwords.verify(currentPassword, member.passwordHash), passwords.hash(newPassword)]);
    const twoFactorCheck = codeCheckOf(box, member.twoFactor.activeSecret, memberId, code, context.now);
    try {
      const result = await handleCommand({
        store,
        stream: memberStream(memberId),
        decider: accountDecider,
        command: { type: 'ChangePassword', now: context.now, sessionId: session?.id ?? null, oldPasswordMatches, newPasswordHash, twoFactorCode: twoFactorCheck },
        context,
      });
      applyRevocations(deps, result.events);
      respondWithPosition(ctx, 200, { passwordChanged: true } satisfies CommandReply<typeof changePassword>, result.position);
    } catch (error) {
      if (error instanceof Error && 'code' in error && (error.code === 'wrong_password' || error.code === 'invalid_two_factor_code')) await wrongAttempts.record(memberId);
      throw error;
    }
  });
};
