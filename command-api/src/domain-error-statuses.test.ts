import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { AppError, TooManyRequestsError, createLogger, errorMiddleware } from '@sankofa/server-kit';
import { serve } from '@sankofa/server-kit/testing';
import { DOMAIN_ERRORS, DomainError, type DomainErrorCode } from './domain-error.ts';
import { domainErrorToHttp } from './domain-error-statuses.ts';

describe('the table from domain errors to HTTP statuses', () => {
  it('gives every domain error code the client-error status of its kind of refusal', () => {
    const statusOf = (code: DomainErrorCode) => (domainErrorToHttp(new DomainError(code, code)) as AppError).status;
    const byKind = { invalid: 400, unrecognised: 401, not_allowed: 403, not_found: 404, gone: 410, conflict: 409, used_up: 429 };
    for (const [code, kind] of Object.entries(DOMAIN_ERRORS)) expect(statusOf(code as DomainErrorCode), code).toBe(byKind[kind]);
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

describe('a domain error on the wire', () => {
  it('leaves as its status and the usual body, with Retry-After when it lifts by itself', async () => {
    const app = new Koa();
    app.use(errorMiddleware(createLogger('domain-errors', { silent: true }), domainErrorToHttp));
    app.use(() => {
      throw new DomainError('daily_like_limit', 'No likes left today', { details: { limit: 25 }, retryAfterSeconds: 60 });
    });
    const running = await serve(app.callback());
    try {
      const response = await fetch(running.url);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: 'No likes left today', code: 'daily_like_limit', details: { limit: 25 } });
    } finally {
      await running.close();
    }
  });
});
