import {
  VERIFICATION_REWARDS,
  type EmailChangeRequested,
  type EmailChanged,
  type EventOf,
  type LoginFailed,
  type LoginSucceeded,
  type MemberSuspended,
  type MemberWarned,
  type PasswordChanged,
  type PasswordResetCompleted,
  type PasswordResetRequested,
  type PersonalDataDownloaded,
  type PhoneChangeRequested,
  type PhoneNumberChanged,
  type ReportUpheld,
  type SessionRevoked,
  type SessionsEnded,
  type SuspensionLifted,
  type TwoFactorDisabled,
  type TwoFactorEnabled,
  type VerificationApproved,
  type VerificationRejected,
  type VerificationType,
} from '@sankofa/events';

export type RiskLevel = 'low' | 'medium' | 'high';

/** One line of a member's security log: what happened, how risky it looks and what the app did about it. */
export interface SecurityEntry {
  memberId: string;
  actionType: string;
  action: string;
  riskLevel: RiskLevel;
  actionTaken: string;
  device: string | null;
  country: string | null;
}

/** A number for each level, for clients that sort or colour by score (the spec's riskScore). */
export const RISK_SCORES: Readonly<Record<RiskLevel, number>> = { low: 10, medium: 50, high: 90 };

/** Events the log maps without knowing anything else. */
export type PlainSecurityEvent =
  | EventOf<typeof LoginFailed>
  | EventOf<typeof TwoFactorEnabled>
  | EventOf<typeof TwoFactorDisabled>
  | EventOf<typeof PasswordChanged>
  | EventOf<typeof PasswordResetRequested>
  | EventOf<typeof PasswordResetCompleted>
  | EventOf<typeof PersonalDataDownloaded>
  | EventOf<typeof EmailChangeRequested>
  | EventOf<typeof EmailChanged>
  | EventOf<typeof PhoneChangeRequested>
  | EventOf<typeof PhoneNumberChanged>
  | EventOf<typeof SessionsEnded>
  | EventOf<typeof SessionRevoked>
  | EventOf<typeof VerificationApproved>
  | EventOf<typeof VerificationRejected>
  | EventOf<typeof ReportUpheld>
  | EventOf<typeof MemberWarned>
  | EventOf<typeof MemberSuspended>
  | EventOf<typeof SuspensionLifted>;

const VERIFICATION_NAMES: Readonly<Record<VerificationType, string>> = {
  id: 'ID',
  video: 'Video selfie',
  phone: 'Phone',
  email: 'Email',
  social: 'Social media',
  biometric: 'Biometric',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const entry = (memberId: string, actionType: string, action: string, riskLevel: RiskLevel, actionTaken: string, origin = { device: null as string | null, country: null as string | null }): SecurityEntry => ({
  memberId,
  actionType,
  action,
  riskLevel,
  actionTaken,
  device: origin.device,
  country: origin.country,
});

const UPHELD_ACTIONS: Readonly<Record<EventOf<typeof ReportUpheld>['data']['action'], string>> = {
  none: 'Recorded on your account',
  warn: 'Warning issued',
  suspend: 'Account suspended',
};

/** Warnings and suspensions that follow a report are told by its `ReportUpheld`; only those without one get a line of their own. */
const moderationEntry = (event: EventOf<typeof MemberWarned> | EventOf<typeof MemberSuspended> | EventOf<typeof SuspensionLifted>): SecurityEntry | null => {
  if (event.type === 'SuspensionLifted') return entry(event.data.memberId, 'suspension_lifted', 'Suspension lifted by a moderator', 'low', 'Account restored');
  if (event.data.reportId !== null) return null;
  return event.type === 'MemberWarned'
    ? entry(event.data.memberId, 'member_warned', `Warning from a moderator: ${event.data.reason}`, 'medium', 'Warning issued')
    : entry(event.data.memberId, 'member_suspended', `Account suspended: ${event.data.reason}`, 'high', 'Account suspended');
};

const failedLogin = ({ data }: EventOf<typeof LoginFailed>): SecurityEntry =>
  data.locksAccount
    ? entry(data.memberId, 'account_locked', 'Account locked after too many failed sign-ins', 'high', 'Sign-in locked for 15 minutes', data)
    : entry(data.memberId, 'login_failed', `Failed sign-in: ${data.reason === 'wrong_password' ? 'wrong password' : 'wrong two-factor code'}`, 'medium', 'Sign-in refused', data);

const SESSIONS_ENDED: Partial<Record<EventOf<typeof SessionsEnded>['data']['reason'], true>> = { signed_out_everywhere: true };

/** The log's line for an event, or null for one the member need not hear about (an ordinary sign-out of sessions that a change already told). */
export const plainEntryOf = (event: PlainSecurityEvent): SecurityEntry | null => {
  switch (event.type) {
    case 'LoginFailed':
      return failedLogin(event);
    case 'TwoFactorEnabled':
      return entry(event.data.memberId, 'two_factor_enabled', 'Two-factor authentication turned on', 'low', 'Codes required at sign-in; other sessions signed out');
    case 'TwoFactorDisabled':
      return entry(event.data.memberId, 'two_factor_disabled', 'Two-factor authentication turned off', 'medium', 'Other sessions signed out');
    case 'PasswordChanged':
      return entry(event.data.memberId, 'password_changed', 'Password changed', 'medium', 'Other sessions signed out');
    case 'PasswordResetRequested':
      return entry(event.data.memberId, 'password_reset_requested', 'Password reset link requested', 'medium', 'Link e-mailed to you, valid for 1 hour');
    case 'PasswordResetCompleted':
      return entry(event.data.memberId, 'password_reset', 'Password reset with an e-mailed link', 'medium', 'Signed out on every device');
    case 'PersonalDataDownloaded':
      return entry(event.data.memberId, 'personal_data_downloaded', 'Your data was downloaded', 'low', 'Archive of your data sent');
    case 'EmailChangeRequested':
      return entry(event.data.memberId, 'email_change_requested', `Change of e-mail to ${event.data.newEmail} asked for`, 'medium', 'Confirmation link e-mailed to the new address, valid for 24 hours; your current address was told');
    case 'EmailChanged':
      return entry(event.data.memberId, 'email_changed', `E-mail changed to ${event.data.newEmail}`, 'medium', `You now sign in with ${event.data.newEmail}, no longer ${event.data.previousEmail}`);
    case 'PhoneChangeRequested':
      return entry(event.data.memberId, 'phone_change_requested', `Change of phone number to ${event.data.newPhoneNumber} asked for`, 'medium', 'Code sent by SMS to the new number, valid for 10 minutes');
    case 'PhoneNumberChanged':
      return entry(event.data.memberId, 'phone_changed', `Phone number changed to ${event.data.newPhoneNumber}`, 'medium', 'Confirmed with the code sent to it');
    case 'SessionsEnded':
      return SESSIONS_ENDED[event.data.reason] ? entry(event.data.memberId, 'signed_out_everywhere', 'Signed out on every device', 'low', 'All sessions ended') : null;
    case 'SessionRevoked':
      return event.data.reason === 'logout'
        ? entry(event.data.memberId, 'logout', 'Signed out', 'low', 'Session ended')
        : entry(event.data.memberId, 'session_token_reused', 'An old sign-in token was used again', 'high', 'Session signed out');
    case 'VerificationApproved': {
      const { memberId, verificationType, badgeLevel } = event.data;
      return entry(memberId, 'verification_approved', `${VERIFICATION_NAMES[verificationType]} verification approved`, 'low', `${capitalised(badgeLevel)} badge awarded (+${VERIFICATION_REWARDS[verificationType].points} points)`);
    }
    case 'VerificationRejected': {
      const { memberId, verificationType, reason } = event.data;
      return entry(memberId, 'verification_rejected', `${VERIFICATION_NAMES[verificationType]} verification rejected`, 'medium', `Not verified: ${reason}`);
    }
    case 'ReportUpheld':
      return entry(event.data.reportedMemberId, 'report_upheld', 'A report against you was upheld by a moderator', 'high', UPHELD_ACTIONS[event.data.action]);
    case 'MemberWarned':
    case 'MemberSuspended':
    case 'SuspensionLifted':
      return moderationEntry(event);
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled security event ${JSON.stringify(unhandled)}`);
    }
  }
};

/** What the log knows of a sign-in's origin when it reaches it: whether the device and the country were seen before. */
export interface OriginNovelty {
  /** The member had signed in from another device before, never this one. */
  newDevice: boolean;
  newCountry: boolean;
}

/** A sign-in: ordinary from a device and country seen before (or the first ever), worth a look from a new one. */
export const signInEntryOf = ({ data }: EventOf<typeof LoginSucceeded>, novelty: OriginNovelty): SecurityEntry => {
  const allowed = data.withTwoFactor ? 'Allowed after a two-factor code' : 'Allowed';
  const on = data.device ? ` on ${data.device}` : '';
  if (novelty.newCountry) return entry(data.memberId, 'new_country_login', `Signed in from a new country (${data.country})${on}`, 'high', allowed, data);
  if (novelty.newDevice) return entry(data.memberId, 'new_device_login', `Signed in from a new device${on}`, 'medium', allowed, data);
  return entry(data.memberId, 'login', `Signed in${on}`, 'low', allowed, data);
};
