import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LoginFailed,
  LoginSucceeded,
  MemberSuspended,
  MemberWarned,
  PasswordChanged,
  PasswordResetCompleted,
  PersonalDataDownloaded,
  EmailChangeRequested,
  EmailChanged,
  PhoneChangeRequested,
  PhoneNumberChanged,
  PasswordResetRequested,
  ReportUpheld,
  SessionRefreshed,
  SessionRevoked,
  SessionStarted,
  SessionsEnded,
  SuspensionLifted,
  TwoFactorDisabled,
  TwoFactorEnabled,
  VerificationApproved,
  VerificationRejected,
  memberStream,
  newEvent,
  reportStream,
  sessionStream,
  verificationStream,
  type NewEvent,
} from '@sankofa/events';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { securityLogProjector } from './projector.ts';

let minute = 0;
/** Each event a minute after the one before, so the log's order is the order written here. */
const next = () => ({ actorId: 'test', correlationId: 'test', now: new Date(Date.UTC(2026, 0, 1, 10, minute++)) });
const onAma = (event: NewEvent) => [memberStream('ama'), event] as const;
const login = (sessionId: string, device: string | null, country: string | null, withTwoFactor = false) =>
  onAma(newEvent(LoginSucceeded, { memberId: 'ama', sessionId, withTwoFactor, twoFactorStep: withTwoFactor ? 1 : null, device, country }, next()));
const started = (sessionId: string, device: string | null = null) =>
  [sessionStream(sessionId), newEvent(SessionStarted, { sessionId, memberId: 'ama', refreshTokenHash: 'h', expiresAt: '2026-02-01T00:00:00.000Z', device }, next())] as const;
const failed = (reason: 'wrong_password' | 'wrong_two_factor_code', locksAccount = false) =>
  onAma(newEvent(LoginFailed, { memberId: 'ama', reason, device: 'Firefox on Linux', country: 'NG', locksAccount }, next()));

const LOG = 'SELECT action_type, action, risk_level, risk_score, action_taken, device, country FROM security_log ORDER BY position';
const SESSIONS = 'SELECT session_id, device, country, last_active_at, expires_at, ended_at IS NOT NULL AS ended FROM member_sessions ORDER BY started_at';

describe('security log projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('logs each event the member should know about with its risk and the action taken, the same however the events are batched', async () => {
    const events = await recordEvents(log, [
      login('s1', 'Chrome on macOS', 'GH'),
      started('s1'),
      login('s2', 'Chrome on macOS', 'GH', true),
      started('s2'),
      login('s3', 'Safari on iOS', 'GH'),
      started('s3'),
      login('s4', 'Safari on iOS', 'NG'),
      started('s4'),
      failed('wrong_password'),
      failed('wrong_two_factor_code'),
      failed('wrong_password', true),
      onAma(newEvent(TwoFactorEnabled, { memberId: 'ama', twoFactorStep: 2 }, next())),
      onAma(newEvent(TwoFactorDisabled, { memberId: 'ama', twoFactorStep: 3 }, next())),
      onAma(newEvent(PasswordChanged, { memberId: 'ama', twoFactorStep: null, passwordHash: 'x' }, next())),
      onAma(newEvent(SessionsEnded, { memberId: 'ama', before: '2026-01-01T10:30:00.000Z', exceptSessionId: 's4', reason: 'password_changed' }, next())),
      [sessionStream('s4'), newEvent(SessionRefreshed, { sessionId: 's4', memberId: 'ama', refreshTokenHash: 'h2', expiresAt: '2026-02-02T00:00:00.000Z' }, next())],
      [sessionStream('s4'), newEvent(SessionRevoked, { sessionId: 's4', memberId: 'ama', reason: 'logout' }, next())],
      onAma(newEvent(SessionsEnded, { memberId: 'ama', before: '2026-01-01T11:00:00.000Z', exceptSessionId: null, reason: 'signed_out_everywhere' }, next())),
      [sessionStream('s9'), newEvent(SessionRevoked, { sessionId: 's9', memberId: 'ama', reason: 'refresh_token_reused' }, next())],
      [verificationStream('ama'), newEvent(VerificationApproved, { memberId: 'ama', requestId: 'v1', verificationType: 'phone', points: 25, badgeLevel: 'silver', decidedBy: null }, next())],
      [verificationStream('ama'), newEvent(VerificationRejected, { memberId: 'ama', requestId: 'v2', verificationType: 'video', reason: 'Face not visible', decidedBy: 'admin' }, next())],
      [reportStream('r1'), newEvent(ReportUpheld, { reportId: 'r1', reportedMemberId: 'ama', decidedBy: 'admin', action: 'warn', note: 'Rude' }, next())],
      onAma(newEvent(MemberWarned, { memberId: 'ama', reason: 'Rude', reportId: 'r1', decidedBy: 'admin' }, next())),
      onAma(newEvent(MemberSuspended, { memberId: 'ama', reason: 'Spam', reportId: null, decidedBy: 'admin' }, next())),
      onAma(newEvent(SuspensionLifted, { memberId: 'ama', decidedBy: 'admin' }, next())),
      // A session started at signup names its device on its own.
      started('s0', 'Chrome on Android'),
      onAma(newEvent(PasswordResetRequested, { memberId: 'ama', tokenHash: 'h', expiresAt: '2026-01-01T12:00:00.000Z' }, next())),
      onAma(newEvent(PasswordResetCompleted, { memberId: 'ama', tokenHash: 'h', passwordHash: 'y', twoFactorStep: null }, next())),
      onAma(newEvent(PersonalDataDownloaded, { memberId: 'ama', downloadedAt: '2026-01-01T12:30:00.000Z' }, next())),
      onAma(newEvent(EmailChangeRequested, { memberId: 'ama', newEmail: 'ama@new.example', tokenHash: 'h2', expiresAt: '2026-01-02T12:00:00.000Z' }, next())),
      onAma(newEvent(EmailChanged, { memberId: 'ama', previousEmail: 'ama@old.example', newEmail: 'ama@new.example', tokenHash: 'h2' }, next())),
      onAma(newEvent(PhoneChangeRequested, { memberId: 'ama', newPhoneNumber: '+447700900123', codeHash: 'c', expiresAt: '2026-01-01T13:00:00.000Z' }, next())),
      onAma(newEvent(PhoneNumberChanged, { memberId: 'ama', previousPhoneNumber: '+233200000001', newPhoneNumber: '+447700900123' }, next())),
    ]);
    const rows = async (batches: (typeof events)[]) => ({
      log: await rowsAfterBatches(log, securityLogProjector, batches, LOG),
      sessions: await rowsAfterBatches(log, securityLogProjector, batches, SESSIONS),
    });
    const once = await rows([events]);
    const line = (action_type: string, action: string, risk_level: string, action_taken: string, device: string | null = null, country: string | null = null) => ({
      action_type,
      action,
      risk_level,
      risk_score: { low: 10, medium: 50, high: 90 }[risk_level],
      action_taken,
      device,
      country,
    });
    expect(once.log).toEqual([
      line('login', 'Signed in on Chrome on macOS', 'low', 'Allowed', 'Chrome on macOS', 'GH'),
      line('login', 'Signed in on Chrome on macOS', 'low', 'Allowed after a two-factor code', 'Chrome on macOS', 'GH'),
      line('new_device_login', 'Signed in from a new device on Safari on iOS', 'medium', 'Allowed', 'Safari on iOS', 'GH'),
      line('new_country_login', 'Signed in from a new country (NG) on Safari on iOS', 'high', 'Allowed', 'Safari on iOS', 'NG'),
      line('login_failed', 'Failed sign-in: wrong password', 'medium', 'Sign-in refused', 'Firefox on Linux', 'NG'),
      line('login_failed', 'Failed sign-in: wrong two-factor code', 'medium', 'Sign-in refused', 'Firefox on Linux', 'NG'),
      line('account_locked', 'Account locked after too many failed sign-ins', 'high', 'Sign-in locked for 15 minutes', 'Firefox on Linux', 'NG'),
      line('two_factor_enabled', 'Two-factor authentication turned on', 'low', 'Codes required at sign-in; other sessions signed out'),
      line('two_factor_disabled', 'Two-factor authentication turned off', 'medium', 'Other sessions signed out'),
      line('password_changed', 'Password changed', 'medium', 'Other sessions signed out'),
      line('logout', 'Signed out', 'low', 'Session ended'),
      line('signed_out_everywhere', 'Signed out on every device', 'low', 'All sessions ended'),
      line('session_token_reused', 'An old sign-in token was used again', 'high', 'Session signed out'),
      line('verification_approved', 'Phone verification approved', 'low', 'Silver badge awarded (+25 points)'),
      line('verification_rejected', 'Video selfie verification rejected', 'medium', 'Not verified: Face not visible'),
      line('report_upheld', 'A report against you was upheld by a moderator', 'high', 'Warning issued'),
      line('member_suspended', 'Account suspended: Spam', 'high', 'Account suspended'),
      line('suspension_lifted', 'Suspension lifted by a moderator', 'low', 'Account restored'),
      line('password_reset_requested', 'Password reset link requested', 'medium', 'Link e-mailed to you, valid for 1 hour'),
      line('password_reset', 'Password reset with an e-mailed link', 'medium', 'Signed out on every device'),
      line('personal_data_downloaded', 'Your data was downloaded', 'low', 'Archive of your data sent'),
      line('email_change_requested', 'Change of e-mail to ama@new.example asked for', 'medium', 'Confirmation link e-mailed to the new address, valid for 24 hours; your current address was told'),
      line('email_changed', 'E-mail changed to ama@new.example', 'medium', 'You now sign in with ama@new.example, no longer ama@old.example'),
      line('phone_change_requested', 'Change of phone number to +447700900123 asked for', 'medium', 'Code sent by SMS to the new number, valid for 10 minutes'),
      line('phone_changed', 'Phone number changed to +447700900123', 'medium', 'Confirmed with the code sent to it'),
    ]);
    expect(once.sessions).toEqual([
      { session_id: 's1', device: 'Chrome on macOS', country: 'GH', last_active_at: new Date('2026-01-01T10:00:00Z'), expires_at: new Date('2026-02-01T00:00:00Z'), ended: true },
      { session_id: 's2', device: 'Chrome on macOS', country: 'GH', last_active_at: new Date('2026-01-01T10:02:00Z'), expires_at: new Date('2026-02-01T00:00:00Z'), ended: true },
      { session_id: 's3', device: 'Safari on iOS', country: 'GH', last_active_at: new Date('2026-01-01T10:04:00Z'), expires_at: new Date('2026-02-01T00:00:00Z'), ended: true },
      { session_id: 's4', device: 'Safari on iOS', country: 'NG', last_active_at: new Date('2026-01-01T10:15:00Z'), expires_at: new Date('2026-02-02T00:00:00Z'), ended: true },
      { session_id: 's0', device: 'Chrome on Android', country: null, last_active_at: new Date('2026-01-01T10:25:00Z'), expires_at: new Date('2026-02-01T00:00:00Z'), ended: false },
    ]);
    expect(await rows([events, events])).toEqual(once);
    expect(await rows(events.map((event) => [event]))).toEqual(once);
    expect(await rows([events.slice(0, 5), events.slice(3)])).toEqual(once);
  });
});
