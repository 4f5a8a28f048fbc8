/**
 * How every field of the catalog that looks sensitive leaves the log in an export. `secret` fields never
 * leave (their value is replaced, so an imported copy still parses); `contact` fields are redacted unless
 * an admin asks for them; `plain` fields only look sensitive. `sensitive-fields.test.ts` fails when the
 * catalog gains a field matching `SENSITIVE_LOOKING` that is not classified here.
 */
export type FieldClass = 'secret' | 'contact' | 'plain';

/** Field names (dotted for nested ones, as in docs/events.md) by event type. */
export const FIELD_CLASSES: Readonly<Record<string, Readonly<Record<string, FieldClass>>>> = {
  EmailReserved: { email: 'contact' },
  MemberRegistered: { email: 'contact', phoneNumber: 'contact', passwordHash: 'secret' },
  /** The TOTP secret is encrypted with the server's key, but a copy of the log must not carry it at all. */
  TwoFactorSetupStarted: { encryptedSecret: 'secret' },
  PasswordChanged: { passwordHash: 'secret' },
  PasswordRehashed: { passwordHash: 'secret' },
  /** Only a hash of the link's secret, but a copy of the log has no use for it. */
  PasswordResetRequested: { tokenHash: 'secret' },
  PasswordResetCompleted: { passwordHash: 'secret', tokenHash: 'secret' },
  EmailChangeRequested: { newEmail: 'contact', tokenHash: 'secret' },
  EmailChanged: { previousEmail: 'contact', newEmail: 'contact', tokenHash: 'secret' },
  PhoneChangeRequested: { newPhoneNumber: 'contact', codeHash: 'secret' },
  PhoneNumberChanged: { previousPhoneNumber: 'contact', newPhoneNumber: 'contact' },
  SessionStarted: { refreshTokenHash: 'secret' },
  SessionRefreshed: { refreshTokenHash: 'secret' },
  /** The store's idempotency key of a purchase: an id, not a credential. */
  ConsumablePurchased: { purchaseKey: 'plain' },
  VerificationCodeSent: { phoneNumber: 'contact', codeHash: 'secret' },
  VerificationEmailSent: { email: 'contact' },
  /** Her trusted contact's number and address; the hash of the shared link's token is no use to a copy of the log. */
  DateShared: { contactPhone: 'contact', contactEmail: 'contact', tokenHash: 'secret' },
  /** Keyed hashes of the numbers a member blocked: no copy of the log has any use for them. */
  ContactNumbersBlocked: { phoneHashes: 'secret' },
  /** A banned photo's perceptual hash (sealed under the ban's key): only the server's one-face checks have a use for it. */
  FaceFingerprintsBanned: { hash: 'secret' },
};

/**
 * Stream categories whose names are derived from contact details: `email-<sha256 of the address>` can be
 * reversed by hashing candidate addresses, so a redacted export renames these streams (see `redact.ts`).
 */
export const CONTACT_STREAM_CATEGORIES: readonly string[] = ['email'];

/** Names that smell of a credential or of contact details. */
export const SENSITIVE_LOOKING = /hash|secret|password|passcode|token|code|key|otp|pin|salt|credential|mail|phone|iban|card/i;

export const SECRET_PLACEHOLDER = '[secret removed]';
export const CONTACT_PLACEHOLDER = '[redacted]';
