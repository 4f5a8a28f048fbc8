import { AppError, TooManyRequestsError } from '@sankofa/server-kit';
import { DOMAIN_ERRORS, DomainError, type RefusalKind } from './domain-error.ts';

/** The one place a refusal becomes an HTTP status. */
const HTTP_STATUS_OF_REFUSAL: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  unrecognised: 401,
  not_allowed: 403,
  not_found: 404,
  gone: 410,
  conflict: 409,
  used_up: 429,
};

/** For the error middleware: a domain error leaves as the HTTP error its code maps to; anything else passes through. */
export const domainErrorToHttp = (error: unknown): unknown => {
  if (!(error instanceof DomainError)) return error;
  const status = HTTP_STATUS_OF_REFUSAL[DOMAIN_ERRORS[error.code]];
  if (status === 429 && error.retryAfterSeconds !== undefined) {
    return new TooManyRequestsError(error.retryAfterSeconds, error.message, error.code, error.details);
  }
  return new AppError(status, error.code, error.message, error.details);
};
