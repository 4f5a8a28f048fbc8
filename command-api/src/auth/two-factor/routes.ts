import type Router from '@koa/router';
import type { Context } from 'koa';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, type CommandReply } from '@sankofa/contracts';
import { memberStream } from '@sankofa/events';
import { mount, principalOf, requireMember } from '@sankofa/server-kit';
import { handleCommand } from '../../handle-command.ts';
import { respondWithPosition } from '../../respond.ts';
import { commandContextOf, systemClock, type AuthDependencies } from '../dependencies.ts';
import { readMemberAccess } from '../member-access.ts';
import { unlockedFailureCounter } from '../../rate-limits/index.ts';
import { applyRevocations } from '../sessions.ts';
import { InvalidTwoFactorCodeError, registered, twoFactorDecider, type DisableTwoFactor, type EnableTwoFactor } from './decide.ts';
import { createSecretBox } from './secret-box.ts';
import { newTwoFactorSecret, provisioning, sealedCodeStep } from './totp.ts';

/** POST /api/auth/two-factor/setup, /enable and /disable, for the member in the access token. */
export const twoFactorRoutes = (router: Router, deps: AuthDependencies): void => {
  const { store, tokens, twoFactorEncryptionSecret, clock = systemClock } = deps;
  const box = createSecretBox(twoFactorEncryptionSecret);

  mount(router, setUpTwoFactor, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const { secret, encryptedSecret } = newTwoFactorSecret(box, memberId);
    const result = await handleCommand({
      store,
      stream: memberStream(memberId),
      decider: twoFactorDecider,
      command: { type: 'StartTwoFactorSetup', encryptedSecret },
      context: commandContextOf(ctx, clock),
    });
    ctx.set('Cache-Control', 'no-store');
    respondWithPosition(ctx, 200, { secret, ...(await provisioning(secret, registered(result.state).email)) } satisfies CommandReply<typeof setUpTwoFactor>, result.position);
  });

  /** Checks the code against the secret the command names, counting wrong codes per member (a stolen access token must not be enough to guess one); the member's other sessions end. */
  const confirmWithCode = async (ctx: Context, code: string, type: (EnableTwoFactor | DisableTwoFactor)['type'], secretOf: 'pendingSecret' | 'activeSecret') => {
    const { memberId, session } = principalOf(ctx);
    const wrongCodes = await unlockedFailureCounter(ctx, 'twoFactorCodes', memberId, 'Too many wrong two-factor codes');
    const context = commandContextOf(ctx, clock);
    const member = await readMemberAccess(store, memberId);
    const candidate = member.status === 'registered' ? member.twoFactor[secretOf] : null;
    const step = sealedCodeStep(box, candidate, memberId, code, context.now);
    const confirmed = candidate !== null && step !== null ? { secret: candidate, step } : null;
    try {
      const command = { type, now: context.now, sessionId: session?.id ?? null, confirmed };
      const result = await handleCommand({ store, stream: memberStream(memberId), decider: twoFactorDecider, command, context });
      applyRevocations(deps, result.events);
      return result;
    } catch (error) {
      if (error instanceof InvalidTwoFactorCodeError) await wrongCodes.record(memberId);
      throw error;
    }
  };

  mount(router, enableTwoFactor, requireMember(tokens), async (ctx, { body: { code } }) => {
    const result = await confirmWithCode(ctx, code, 'EnableTwoFactor', 'pendingSecret');
    respondWithPosition(ctx, 200, { twoFactorEnabled: true } satisfies CommandReply<typeof enableTwoFactor>, result.position);
  });

  mount(router, disableTwoFactor, requireMember(tokens), async (ctx, { body: { code } }) => {
    const result = await confirmWithCode(ctx, code, 'DisableTwoFactor', 'activeSecret');
    respondWithPosition(ctx, 200, { twoFactorEnabled: false } satisfies CommandReply<typeof disableTwoFactor>, result.position);
  });
};
