import { randomInt } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { EmailSender, SmsSender } from '@sankofa/adapters/messaging';
import { confirmEmailChange, confirmPhoneChange, requestEmailChange, requestPhoneChange, type CommandReply } from '@sankofa/contracts';
import { memberStream, type EventContext, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { refuseDemoAccount } from '../auth/demo-account.ts';
import { readMemberAccess } from '../auth/member-access.ts';
import { formatResetToken, hashResetSecret, newResetToken, parseResetToken } from '../auth/password-reset/token.ts';
import { registered } from '../auth/two-factor/decide.ts';
import { DomainError, isDomainError } from '../domain-error.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { EMAIL_TAKEN, memberIdByEmail, releaseEmail, reserveEmail } from '../members/email-reservation.ts';
import { defaultPasswordHasher, type PasswordHasher } from '../members/password.ts';
import { PHONE_TAKEN, memberIdByPhone, releasePhone, reservePhone } from '../members/phone-reservation.ts';
import { unlockedFailureCounter, rateLimit } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { readFolded } from '../stream-states.ts';
import { contactChangeDecider, numberConfirmedBy, usableEmailChangeLink, type ContactChangeCommand } from './decide.ts';
import { confirmNewEmailMail, emailChangeNoticeMail, maskedEmail, phoneCodeText } from './mail.ts';
import { MAX_PHONE_CODE_ATTEMPTS } from './state.ts';

export interface ContactChangeRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
  messaging: { email: EmailSender; sms: SmsSender };
  /** The web app's origin: the e-mailed link opens its /confirm-email screen. */
  publicAppUrl: string;
  /** The OWASP-cost hasher unless a test hands a cheaper one. */
  passwords?: PasswordHasher;
  /** The system clock unless a test moves time on (link and code expiry). */
  clock?: () => Date;
  /** IDENTITY_BAN_KEY, which keys phone numbers' reservation streams. */
  identityBanKey: string;
}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * POST /api/user/email-change (+ /confirm) and /api/user/phone-change (+ /confirm). Requests need her
 * password, as a stolen session must not be enough to take the account's sign-in over; a wrong one counts
 * toward the same lock as wrong passwords at a password change.
 */
export const contactChangeRouter = ({ store, tokens, messaging, publicAppUrl, identityBanKey, passwords = defaultPasswordHasher, clock = () => new Date() }: ContactChangeRouterDependencies): Router => {
  const router = new Router();
  const phones = { store, identityKey: identityBanKey };
  const decide = (memberId: string, command: ContactChangeCommand, context: EventContext) =>
    handleCommand({ store, stream: memberStream(memberId), decider: contactChangeDecider, command, context });

  /** Her access (password hash, current address) once the lock on wrong passwords is checked; a wrong password is counted. */
  const withPassword = async <Result>(ctx: Context, password: string, act: (passwordMatches: boolean, email: string) => Promise<Result>): Promise<Result> => {
    const { memberId } = principalOf(ctx);
    const wrongAttempts = await unlockedFailureCounter(ctx, 'twoFactorCodes', memberId, 'Too many wrong passwords or codes');
    const member = registered(await readMemberAccess(store, memberId));
    refuseDemoAccount(member);
    try {
      return await act(await passwords.verify(password, member.passwordHash), member.email);
    } catch (error) {
      if (isDomainError(error, 'wrong_password')) await wrongAttempts.record(memberId);
      throw error;
    }
  };

  mount(router, requestEmailChange, requireMember(tokens), rateLimit('contactChanges'), async (ctx, { body: { newEmail, password } }) => {
    const { memberId } = principalOf(ctx);
    const context = { ...eventContextOf(ctx), now: clock() };
    await withPassword(ctx, password, async (passwordMatches, currentEmail) => {
      const token = newResetToken(memberId);
      const command: ContactChangeCommand = { type: 'RequestEmailChange', now: context.now, newEmail, tokenHash: hashResetSecret(token.secret), passwordMatches };
      // Told now rather than after a day's wait for a link that cannot serve; the claim at confirmation decides races.
      const holder = passwordMatches ? await memberIdByEmail(store, newEmail) : null;
      if (holder !== null && holder !== memberId) throw new DomainError('email_taken', EMAIL_TAKEN);
      const result = await decide(memberId, command, context);
      const requested = result.events.find((event) => event.type === 'EmailChangeRequested');
      if (requested?.type !== 'EmailChangeRequested') throw new Error('An e-mail change that was not recorded');
      const link = `${publicAppUrl}/confirm-email?token=${encodeURIComponent(formatResetToken(token))}`;
      await messaging.email.send(confirmNewEmailMail(requested.data.newEmail, link));
      await messaging.email.send(emailChangeNoticeMail(currentEmail, requested.data.newEmail));
      const reply = { sentTo: maskedEmail(requested.data.newEmail), expiresAt: requested.data.expiresAt } satisfies CommandReply<typeof requestEmailChange>;
      respondWithPosition(ctx, 202, reply, result.position);
    });
  });

  // Anonymous: the link may be opened on any device. The new address is claimed on its reservation stream first
  // (of two members claiming it at once, one wins); then her stream records the change, and the old address is let go.
  mount(router, confirmEmailChange, rateLimit('contactChanges'), async (ctx, { body: { token } }) => {
    const { memberId, secret } = parseResetToken(token);
    const tokenHash = hashResetSecret(secret);
    const context = { ...eventContextOf(ctx), actorId: memberId, now: clock() };
    const { state } = await readFolded(store, memberStream(memberId), contactChangeDecider);
    const link = usableEmailChangeLink(state, tokenHash, context.now);
    await reserveEmail(store, { email: link.newEmail, memberId }, context);
    const result = await decide(memberId, { type: 'ConfirmEmailChange', now: context.now, tokenHash }, context);
    const changed = result.events.find((event) => event.type === 'EmailChanged');
    if (changed?.type !== 'EmailChanged') throw new Error('An e-mail change that was not recorded');
    await releaseEmail(store, { email: changed.data.previousEmail, memberId }, context);
    respondWithPosition(ctx, 200, { email: changed.data.newEmail } satisfies CommandReply<typeof confirmEmailChange>, result.position);
  });

  mount(router, requestPhoneChange, requireMember(tokens), rateLimit('contactChanges'), async (ctx, { body: { newPhoneNumber, password } }) => {
    const { memberId } = principalOf(ctx);
    const context = { ...eventContextOf(ctx), now: clock() };
    await withPassword(ctx, password, async (passwordMatches) => {
      const holder = passwordMatches ? await memberIdByPhone(phones, newPhoneNumber) : null;
      if (holder !== null && holder !== memberId) throw new DomainError('phone_taken', PHONE_TAKEN);
      const code = sixDigits();
      const result = await decide(memberId, { type: 'RequestPhoneChange', now: context.now, newPhoneNumber, code, passwordMatches }, context);
      const requested = result.events.find((event) => event.type === 'PhoneChangeRequested');
      if (requested?.type !== 'PhoneChangeRequested') throw new Error('A phone change that was not recorded');
      await messaging.sms.send(newPhoneNumber, phoneCodeText(code));
      respondWithPosition(ctx, 202, { expiresAt: requested.data.expiresAt } satisfies CommandReply<typeof requestPhoneChange>, result.position);
    });
  });

  // A right code claims the number on its reservation stream first (of two members claiming it at once, one wins);
  // then her stream records the change, and the old number is let go.
  mount(router, confirmPhoneChange, requireMember(tokens), rateLimit('contactChanges'), async (ctx, { body: { code } }) => {
    const { memberId } = principalOf(ctx);
    const context = { ...eventContextOf(ctx), now: clock() };
    const { state } = await readFolded(store, memberStream(memberId), contactChangeDecider);
    const claimed = numberConfirmedBy(state, code);
    if (claimed !== null) await reservePhone(phones, { phone: claimed, memberId }, context);
    const result = await decide(memberId, { type: 'ConfirmPhoneChange', now: context.now, code }, context).catch(async (error: unknown) => {
      if (claimed !== null) await releasePhone(phones, { phone: claimed, memberId }, context);
      throw error;
    });
    const [outcome] = result.events;
    if (outcome?.type === 'PhoneChangeCodeMissed') {
      if (outcome.data.attempt >= MAX_PHONE_CODE_ATTEMPTS) throw new DomainError('too_many_attempts', 'Too many wrong codes; ask for a new code');
      const attemptsLeft = MAX_PHONE_CODE_ATTEMPTS - outcome.data.attempt;
      throw new DomainError('invalid_phone_change_code', `That code is not right; ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`, { details: { attemptsLeft } });
    }
    if (outcome?.type !== 'PhoneNumberChanged') throw new Error('A phone change that was not recorded');
    await releasePhone(phones, { phone: outcome.data.previousPhoneNumber, memberId }, context);
    respondWithPosition(ctx, 200, { phoneNumber: outcome.data.newPhoneNumber } satisfies CommandReply<typeof confirmPhoneChange>, result.position);
  });

  return router;
};
