import { describe, expect, it } from 'vitest';
import { AppError, TooManyRequestsError } from '@sankofa/server-kit';
import { DOMAIN_ERROR_CODES, DomainError } from './domain-error.ts';
import { HTTP_STATUS_OF_DOMAIN_ERROR, domainErrorToHttp } from './domain-error-statuses.ts';

describe('the table from domain errors to HTTP statuses', () => {
  it('gives every domain error code a client-error status, and knows no other code', () => {
    for (const code of DOMAIN_ERROR_CODES) expect([400, 401, 403, 404, 409, 429], code).toContain(HTTP_STATUS_OF_DOMAIN_ERROR[code]);
    expect(Object.keys(HTTP_STATUS_OF_DOMAIN_ERROR).sort()).toEqual([...DOMAIN_ERROR_CODES].sort());
  });

  it('turns a domain error into the HTTP error its code maps to, keeping code, message and details', () => {
    const error = domainErrorToHttp(new DomainError('already_liked', 'You already liked this member', { details: { memberId: 'kofi' } }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, code: 'already_liked', message: 'You already liked this member', details: { memberId: 'kofi' } });
  });

  it('keeps the wait of a refusal that lifts by itself, for the Retry-After header', () => {
    const error = domainErrorToHttp(new DomainError('too_many_attempts', 'Too many failed login attempts', { retryAfterSeconds: 90 }));
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_attempts', retryAfterSeconds: 90 });
  });

  it('passes any other error through untouched', () => {
    const other = new Error('boom');
    expect(domainErrorToHttp(other)).toBe(other);
  });
});
