import { describe, expect, it } from 'vitest';
import { EmailReleased, EmailReserved, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { ABANDONED_RESERVATION_MS } from './address-reservation.ts';
import { EMAIL_TAKEN, emailReservationDecider, emailStreamOf } from './email-reservation.ts';

const given = specificationFor(emailReservationDecider);
const now = testContext.now!;
const reserve = (email: string, memberId: string, unregisteredHolder: string | null = null) => ({
  type: 'ReserveAddress' as const,
  data: { address: email, memberId, now, unregisteredHolder },
});
const reservedBy = (memberId: string, ageMs = 0) => newEvent(EmailReserved, { memberId, email: 'ama@example.com' }, { ...testContext, now: new Date(now.getTime() - ageMs) });
const taken = { code: 'email_taken', message: EMAIL_TAKEN };

describe('e-mail reservation decider', () => {
  it('reserves a free address, normalized', () => {
    given([]).when(reserve(' Ama@Example.COM ', 'm1')).then([{ type: 'EmailReserved', data: { memberId: 'm1', email: 'ama@example.com' } }]);
  });

  it('refuses an address another member holds', () => {
    given([reservedBy('m1')]).when(reserve('ama@example.com', 'm2')).thenThrows(taken);
  });

  it('lets the holder retry its own reservation', () => {
    given([reservedBy('m1')]).when(reserve('ama@example.com', 'm1')).then([]);
  });

  it('gives an address up to the next signup once its holder has gone unregistered for long enough', () => {
    const abandoned = [reservedBy('m1', ABANDONED_RESERVATION_MS)];
    given(abandoned).when(reserve('ama@example.com', 'm2', 'm1')).then([{ type: 'EmailReserved', data: { memberId: 'm2', email: 'ama@example.com' } }]);
    // Not a signup that may still be registering, nor a holder someone else checked.
    given([reservedBy('m1', ABANDONED_RESERVATION_MS - 1000)]).when(reserve('ama@example.com', 'm2', 'm1')).thenThrows(taken);
    given(abandoned).when(reserve('ama@example.com', 'm2', 'm0')).thenThrows(taken);
    // The address now belongs to the member who took it over.
    given([...abandoned, reservedBy('m2')]).when(reserve('ama@example.com', 'm3', 'm1')).thenThrows(taken);
  });

  it('frees an address its holder releases, for anyone; only the holder can release it', () => {
    const released = newEvent(EmailReleased, { memberId: 'm1' }, testContext);
    given([reservedBy('m1')]).when({ type: 'ReleaseAddress', data: { memberId: 'm1' } }).then([{ type: 'EmailReleased', data: { memberId: 'm1' } }]);
    given([reservedBy('m1')]).when({ type: 'ReleaseAddress', data: { memberId: 'm2' } }).then([]);
    given([reservedBy('m1'), released]).when({ type: 'ReleaseAddress', data: { memberId: 'm1' } }).then([]);
  });

  it('gives a released address (its holder deleted her account) to the next signup at once', () => {
    const released = newEvent(EmailReleased, { memberId: 'm1' }, testContext);
    given([reservedBy('m1'), released]).when(reserve('ama@example.com', 'm2')).then([{ type: 'EmailReserved', data: { memberId: 'm2', email: 'ama@example.com' } }]);
  });

  it('names one stream per address, whatever its case, without the address in it', () => {
    expect(emailStreamOf('Ama@Example.com')).toBe(emailStreamOf('ama@example.com '));
    expect(emailStreamOf('ama@example.com')).toMatch(/^email-[0-9a-f]{64}$/);
  });
});
