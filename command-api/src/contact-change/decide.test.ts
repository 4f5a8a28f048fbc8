import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { contactChangeDecider, hashOfPhoneCode } from './decide.ts';

const given = specificationFor(contactChangeDecider);
type Fact = Parameters<typeof given>[0][number];
const now = new Date('2026-03-01T09:00:00Z');
const inADay = '2026-03-02T09:00:00.000Z';
const registered = { type: 'MemberRegistered', data: { memberId: 'ama', email: 'ama@example.com', phoneNumber: '+233200000001' } } as Fact;
const requested = (tokenHash: string, newEmail = 'new@example.com', expiresAt = inADay): Fact => ({
  type: 'EmailChangeRequested',
  data: { memberId: 'ama', newEmail, tokenHash, expiresAt },
});
const changed = (tokenHash: string): Fact => ({ type: 'EmailChanged', data: { memberId: 'ama', previousEmail: 'ama@example.com', newEmail: 'new@example.com', tokenHash } });
const askEmail = (newEmail: string, passwordMatches = true) => ({ type: 'RequestEmailChange', now, newEmail, tokenHash: 'h1', passwordMatches }) as const;
const confirmEmail = (tokenHash: string, at = now) => ({ type: 'ConfirmEmailChange', now: at, tokenHash }) as const;

const codeSent: Fact = { type: 'PhoneChangeRequested', data: { memberId: 'ama', newPhoneNumber: '+233200000002', codeHash: hashOfPhoneCode('ama', '123456'), expiresAt: '2026-03-01T09:10:00.000Z' } };
const missed = (attempt: number): Fact => ({ type: 'PhoneChangeCodeMissed', data: { memberId: 'ama', attempt } });
const typeCode = (code: string, at = now) => ({ type: 'ConfirmPhoneChange', now: at, code }) as const;

describe('changing her e-mail', () => {
  it('records a link to the new address (lower-cased), valid for 24 hours', () => {
    given([registered]).when(askEmail('New@Example.com')).then([requested('h1')]);
  });

  it('refuses a wrong password, the address she already has, and a member who never registered', () => {
    given([registered]).when(askEmail('new@example.com', false)).thenThrows({ code: 'wrong_password' });
    given([registered]).when(askEmail('AMA@example.com')).thenThrows({ code: 'email_unchanged' });
    given([]).when(askEmail('new@example.com')).thenThrows({ code: 'member_not_found' });
  });

  it('changes the address when the latest link is opened in time, naming the old one', () => {
    given([registered, requested('h1')]).when(confirmEmail('h1')).then([changed('h1')]);
  });

  it('refuses a made-up, used, superseded or expired link, each saying so', () => {
    given([registered, requested('h1')]).when(confirmEmail('nope')).thenThrows({ code: 'email_change_link_invalid' });
    given([registered, requested('h1'), changed('h1')]).when(confirmEmail('h1')).thenThrows({ code: 'email_change_link_used' });
    given([registered, requested('h1'), requested('h2')]).when(confirmEmail('h1')).thenThrows({ code: 'email_change_link_superseded' });
    given([registered, requested('h1')]).when(confirmEmail('h1', new Date(inADay))).thenThrows({ code: 'email_change_link_expired' });
  });
});

describe('changing her phone number', () => {
  it('records the hash of the code texted to the new number, valid for 10 minutes', () => {
    given([registered]).when({ type: 'RequestPhoneChange', now, newPhoneNumber: '+233200000002', code: '123456', passwordMatches: true }).then([codeSent]);
  });

  it('refuses a wrong password and the number she already has', () => {
    given([registered]).when({ type: 'RequestPhoneChange', now, newPhoneNumber: '+233200000002', code: '1', passwordMatches: false }).thenThrows({ code: 'wrong_password' });
    given([registered]).when({ type: 'RequestPhoneChange', now, newPhoneNumber: '+233200000001', code: '1', passwordMatches: true }).thenThrows({ code: 'phone_unchanged' });
  });

  it('changes the number when the right code comes back in time', () => {
    given([registered, codeSent, missed(1)])
      .when(typeCode('123456'))
      .then([{ type: 'PhoneNumberChanged', data: { memberId: 'ama', previousPhoneNumber: '+233200000001', newPhoneNumber: '+233200000002' } }]);
  });

  it('counts wrong codes, and the fifth cancels the change', () => {
    given([registered, codeSent, missed(1)]).when(typeCode('000000')).then([missed(2)]);
    given([registered, codeSent, missed(1), missed(2), missed(3), missed(4), missed(5)]).when(typeCode('123456')).thenThrows({ code: 'phone_change_not_requested' });
  });

  it('refuses a code once it has expired, or when none was asked for', () => {
    given([registered, codeSent]).when(typeCode('123456', new Date('2026-03-01T09:10:00Z'))).thenThrows({ code: 'phone_change_code_expired' });
    given([registered]).when(typeCode('123456')).thenThrows({ code: 'phone_change_not_requested' });
  });
});
