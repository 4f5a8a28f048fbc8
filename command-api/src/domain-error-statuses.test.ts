import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { AppError, TooManyRequestsError, createLogger, errorMiddleware } from '@sankofa/server-kit';
import { serve } from '@sankofa/server-kit/testing';
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
