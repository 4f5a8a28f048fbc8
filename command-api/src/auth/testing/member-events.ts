import { LoginFailed, LoginSucceeded, MemberRegistered, TwoFactorEnabled, TwoFactorSetupStarted, newEvent, type EventContext } from '@sankofa/events';
import { memberRegistration, type MemberRegistration } from '@sankofa/events/testing';
import { DEMO_EMAIL } from '../../demo-community/demo-member.ts';
import type { MemberStreamEvent } from '../member-access.ts';

/** Given events of a member's stream, for decider tests. */
export const memberId = '0190a0b4-0000-7000-8000-000000000001';
export const contextAt = (now: Date): EventContext & { now: Date } => ({ actorId: memberId, correlationId: 'test', now });
export const minutes = (count: number) => count * 60_000;
export const at = (start: Date, offsetMs: number) => new Date(start.getTime() + offsetMs);

const registration = (overrides: Partial<MemberRegistration> = {}): MemberRegistration => memberRegistration(memberId, { email: 'ama@example.com', ...overrides });

export const registered = (when = new Date('2025-01-01T00:00:00Z'), overrides: Partial<MemberRegistration> = {}): MemberStreamEvent =>
  newEvent(MemberRegistered, registration(overrides), contextAt(when));
/** The shared demo account, as the demo community registers it. */
export const demoRegistered = (): MemberStreamEvent => registered(undefined, { email: DEMO_EMAIL });

export const loginFailedAt = (when: Date, reason: 'wrong_password' | 'wrong_two_factor_code' = 'wrong_password'): MemberStreamEvent =>
  newEvent(LoginFailed, { memberId, reason, device: null, country: null, locksAccount: false }, contextAt(when));
/** With a `twoFactorStep`, a login that used the code of that TOTP step. */
export const loginSucceededAt = (when: Date, twoFactorStep: number | null = null): MemberStreamEvent =>
  newEvent(LoginSucceeded, { memberId, sessionId: 's', withTwoFactor: twoFactorStep !== null, twoFactorStep, device: null, country: null }, contextAt(when));
export const setupStarted = (encryptedSecret: string): MemberStreamEvent => newEvent(TwoFactorSetupStarted, { memberId, encryptedSecret }, contextAt(new Date()));
/** With a `twoFactorStep`, enabled with the code of that TOTP step. */
export const twoFactorEnabled = (twoFactorStep: number | null = null): MemberStreamEvent => newEvent(TwoFactorEnabled, { memberId, twoFactorStep }, contextAt(new Date()));
