import { describe, expect, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { EMAIL_TAKEN, emailReservationDecider, emailStreamOf } from './email-reservation.ts';

const given = specificationFor(emailReservationDecider);
const reserve = (email: string, memberId: string) => ({ type: 'ReserveEmail' as const, data: { email, memberId } });

describe('e-mail reservation decider', () => {
  it('reserves a free address, normalized', () => {
    given([]).when(reserve(' Ama@Example.COM ', 'm1')).then([{ type: 'EmailReserved', data: { memberId: 'm1', email: 'ama@example.com' } }]);
  });

  it('refuses an address another member holds', () => {
    given([{ type: 'EmailReserved', data: { memberId: 'm1', email: 'ama@example.com' } }])
      .when(reserve('ama@example.com', 'm2'))
      .thenThrows({ status: 409, code: 'email_taken', message: EMAIL_TAKEN });
  });

  it('lets the holder retry its own reservation', () => {
    given([{ type: 'EmailReserved', data: { memberId: 'm1', email: 'ama@example.com' } }]).when(reserve('ama@example.com', 'm1')).then([]);
  });

  it('names one stream per address, whatever its case, without the address in it', () => {
    expect(emailStreamOf('Ama@Example.com')).toBe(emailStreamOf('ama@example.com '));
    expect(emailStreamOf('ama@example.com')).toMatch(/^email-[0-9a-f]{64}$/);
  });
});
