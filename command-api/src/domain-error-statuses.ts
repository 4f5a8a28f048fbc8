import { AppError, TooManyRequestsError } from '@sankofa/server-kit';
import { DomainError, type DomainErrorCode } from './domain-error.ts';

type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** The one place a domain error becomes an HTTP status; the compiler insists every code has one. */
export const HTTP_STATUS_OF_DOMAIN_ERROR: Readonly<Record<DomainErrorCode, RefusalStatus>> = {
  validation_failed: 400,
  cannot_swipe_self: 400,
  cannot_message_self: 400,
  cannot_block_self: 400,
  cannot_report_self: 400,
  wrong_password: 400,
  two_factor_code_required: 400,
  // At login a wrong code is a failed sign-in: the login route answers it with its own 401.
  invalid_two_factor_code: 400,
  invalid_credentials: 401,
  invalid_refresh_token: 401,
  refresh_token_reused: 401,
  forbidden: 403,
  premium_required: 403,
  demo_account_locked: 403,
  not_found: 404,
  member_not_found: 404,
  match_not_found: 404,
  message_not_found: 404,
  member_exists: 409,
  email_taken: 409,
  already_matched: 409,
  already_liked: 409,
  pre_match_message_already_sent: 409,
  match_closed: 409,
  session_exists: 409,
  two_factor_already_enabled: 409,
  two_factor_setup_not_started: 409,
  two_factor_not_enabled: 409,
  consumable_already_used: 409,
  concurrent_modification: 409,
  too_many_attempts: 429,
  daily_like_limit: 429,
  no_subscription: 409,
  payment_pending: 409,
  already_premium: 409,
  passport_premium_required: 403,
  passport_not_found: 404,
  passport_region_active: 409,
  passport_expired: 409,
  passport_swipe_limit: 429,
  nothing_to_rewind: 409,
  report_not_found: 404,
  report_already_decided: 409,
  cannot_moderate_self: 403,
  member_not_suspended: 409,
  account_suspended: 403,
  game_not_found: 404,
  game_full: 409,
  game_over: 409,
  game_not_started: 409,
  not_your_turn: 409,
  round_revealed: 409,
  round_in_progress: 409,
  already_told: 409,
  already_answered: 409,
  answer_too_late: 409,
  waiting_for_move: 409,
  no_more_clues: 409,
  no_match_to_play: 409,
  verification_pending: 409,
  verification_already_earned: 409,
  verification_not_started: 409,
  invalid_verification_code: 400,
  verification_code_expired: 409,
  verification_link_invalid: 400,
  verification_already_decided: 409,
  event_not_found: 404,
  event_full: 409,
  event_past: 409,
  invitation_not_found: 404,
  invitation_already_answered: 409,
};

/** For the error middleware: a domain error leaves as the HTTP error its code maps to; anything else passes through. */
export const domainErrorToHttp = (error: unknown): unknown => {
  if (!(error instanceof DomainError)) return error;
  const status = HTTP_STATUS_OF_DOMAIN_ERROR[error.code];
  if (status === 429 && error.retryAfterSeconds !== undefined) {
    return new TooManyRequestsError(error.retryAfterSeconds, error.message, error.code, error.details);
  }
  return new AppError(status, error.code, error.message, error.details);
};
