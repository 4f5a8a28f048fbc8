import Router from '@koa/router';
import { deleteAccount, type CommandReply } from '@sankofa/contracts';
import type pg from 'pg';
import { objectKeysOf, type MediaStorage } from '@sankofa/adapters/media';
import type { DevelopmentOutbox } from '@sankofa/adapters/messaging';
import type { PaymentProvider } from '@sankofa/adapters/payments';
import { memberStream, type DataKeys, type EventContext } from '@sankofa/events';
import { mount, principalOf, requireMember } from '@sankofa/server-kit';
import { commandContextOf, systemClock, type AuthDependencies } from '../auth/dependencies.ts';
import { refuseDemoAccount } from '../auth/demo-account.ts';
import { readMemberAccess } from '../auth/member-access.ts';
import { clearRefreshCookie } from '../auth/session-cookie.ts';
import { applyRevocations } from '../auth/sessions.ts';
import { registered } from '../auth/two-factor/decide.ts';
import { createSecretBox } from '../auth/two-factor/secret-box.ts';
import { codeCheckOf } from '../auth/two-factor/totp.ts';
import { isDomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { forgetMemberResponses } from '../idempotency/records.ts';
import { releaseEmail } from '../members/email-reservation.ts';
import { releasePhone } from '../members/phone-reservation.ts';
import { defaultPasswordHasher } from '../members/password.ts';
import { readSubscription } from '../premium/subscription-stream.ts';
import { unlockedFailureCounter } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { accountDeletionDecider } from './decide.ts';
import { herFootprint } from './her-footprint.ts';
import { banIdentities, identitiesOf } from './identity-bans.ts';

export interface AccountDeletionDependencies extends AuthDependencies {
  payments: PaymentProvider;
  storage: MediaStorage;
  /** IDENTITY_BAN_KEY: keys the hashes kept of a member deleted while suspended for abuse, and her phone's reservation. */
  identityBanKey: string;
  /** Her data key is destroyed last: every copy of the log then reads her personal fields as erased. */
  dataKeys: DataKeys;
  /** Kept answers of her requests (idempotency) go with her. */
  pool: pg.Pool;
  /** The development outbox (where messages go without SMTP and SMS providers): what was sent to her goes with her. */
  messaging?: AuthDependencies['messaging'] & { outbox?: DevelopmentOutbox };
}

/** A paid subscription stops renewing at the provider: nobody is charged for an account that is gone. */
const cancelSubscriptionOf = async (deps: AccountDeletionDependencies, memberId: string) => {
  const subscription = await readSubscription(deps.store, memberId);
  if (subscription.subscriptionId && !subscription.cancelled) {
    await deps.payments.cancelSubscription({ subscriptionId: subscription.subscriptionId, idempotencyKey: `${memberId}:account-deleted` });
  }
};

/** After her deletion is recorded: what a banned member leaves behind, her address set free, her subscription and her files gone. */
const eraseWhatSheLeft = async (
  deps: AccountDeletionDependencies,
  member: { memberId: string; email: string; suspension: { reason: string } | null },
  context: EventContext,
) => {
  const { store } = deps;
  const footprint = await herFootprint(store, member.memberId);
  const identities = await identitiesOf(store, member.memberId);
  // Banned before her addresses are released, so that no signup slips in between (a suspension banned them already; again is nothing).
  if (member.suspension) await banIdentities(store, deps.identityBanKey, identities, context);
  await releaseEmail(store, { email: member.email, memberId: member.memberId }, context);
  const phone = identities.find((identity) => identity.kind === 'phone');
  if (phone) await releasePhone({ store, identityKey: deps.identityBanKey }, { phone: phone.value, memberId: member.memberId }, context);
  await cancelSubscriptionOf(deps, member.memberId);
  await Promise.all([...footprint.photoKeys, ...footprint.otherMediaKeys].flatMap(objectKeysOf).map((key) => deps.storage.delete(key)));
  await forgetMemberResponses(deps.pool, member.memberId);
  await deps.messaging?.outbox?.forget({ recipients: [member.email, ...footprint.addresses], memberId: member.memberId });
  // Last: what came before still had to read her fields (her address, phone and files) from the log.
  await deps.dataKeys.destroy(member.memberId);
};

/** POST /api/user/delete: the token's member deletes her account, for good. */
export const accountDeletionRouter = (deps: AccountDeletionDependencies): Router => {
  const { store, tokens, clock = systemClock, passwords = defaultPasswordHasher } = deps;
  const box = createSecretBox(deps.twoFactorEncryptionSecret);
  const router = new Router();

  mount(router, deleteAccount, requireMember(tokens), async (ctx, { body: { password, twoFactorCode } }) => {
    const { memberId } = principalOf(ctx);
    // As for a password change: with a stolen access token, neither the password nor the code may be guessed at leisure.
    const wrongAttempts = await unlockedFailureCounter(ctx, 'twoFactorCodes', memberId, 'Too many wrong passwords or codes');
    const context = commandContextOf(ctx, clock);
    const member = registered(await readMemberAccess(store, memberId));
    refuseDemoAccount(member);
    const passwordMatches = await passwords.verify(password, member.passwordHash);
    const twoFactorCheck = codeCheckOf(box, member.twoFactor.activeSecret, memberId, twoFactorCode, context.now);
    const command = { type: 'DeleteAccount' as const, passwordMatches, twoFactorCode: twoFactorCheck };
    const result = await handleCommand({ store, stream: memberStream(memberId), decider: accountDeletionDecider, command, context }).catch(async (error: unknown) => {
      if (isDomainError(error, 'wrong_password', 'invalid_two_factor_code')) await wrongAttempts.record(memberId);
      throw error;
    });
    applyRevocations(deps, result.events);
    await eraseWhatSheLeft(deps, member, context);
    clearRefreshCookie(ctx);
    respondWithPosition(ctx, 200, { deleted: true } satisfies CommandReply<typeof deleteAccount>, result.position);
  });
  return router;
};
