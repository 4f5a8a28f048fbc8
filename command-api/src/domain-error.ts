/**
 * Why a decision was refused, in the domain's words: a code a client can act on and a message a
 * member can read. Deciders (and the rules they share) throw these and know nothing of HTTP; the
 * API edge (`http-status-of-domain-error.ts`) gives every code its status code, so the wire is
 * decided in one table. Codes keep their wire spelling: clients already switch on them.
 */
export const DOMAIN_ERROR_CODES = [
  // The command carries something the rules do not accept.
  'validation_failed',
  'cannot_swipe_self',
  'cannot_message_self',
  'cannot_block_self',
  'cannot_report_self',
  'wrong_password',
  'two_factor_code_required',
  'invalid_two_factor_code',
  // The member could not be recognised.
  'invalid_credentials',
  'invalid_refresh_token',
  'refresh_token_reused',
  // Recognised, but not allowed.
  'forbidden',
  'premium_required',
  'demo_account_locked',
  // What the command is about does not exist (or is not visible to this member).
  'not_found',
  'member_not_found',
  'match_not_found',
  'message_not_found',
  // The stream's state rules it out.
  'member_exists',
  'email_taken',
  'already_matched',
  'already_liked',
  'pre_match_message_already_sent',
  'match_closed',
  'session_exists',
  'two_factor_already_enabled',
  'two_factor_setup_not_started',
  'two_factor_not_enabled',
  'consumable_already_used',
  'concurrent_modification',
  // Used up for now: `retryAfterSeconds` says how long.
  'too_many_attempts',
  'daily_like_limit',
  // Issue 9: premium subscription.
  'no_subscription',
  'payment_pending',
  'already_premium',
  // Love passports.
  'passport_premium_required',
  'passport_not_found',
  'passport_region_active',
  'passport_expired',
  'passport_swipe_limit',
  // Consumables: a rewind with no standing pass to take back.
  'nothing_to_rewind',
  // Moderation: a report is decided once; only a suspended member can be let back; suspended members are refused.
  'report_not_found',
  'report_already_decided',
  'cannot_moderate_self',
  'member_not_suspended',
  'account_suspended',
  // Games: a move the game's state or turn rules out.
  'game_not_found',
  'game_full',
  'game_over',
  'game_not_started',
  'not_your_turn',
  'round_revealed',
  'round_in_progress',
  'already_told',
  'already_answered',
  'answer_too_late',
  'waiting_for_move',
  'no_more_clues',
  'no_match_to_play',
  // Issue 10: verification.
  'verification_pending',
  'verification_already_earned',
  'verification_not_started',
  'invalid_verification_code',
  'verification_code_expired',
  'verification_link_invalid',
  'verification_already_decided',
  // Virtual dates.
  'virtual_date_not_found',
  'virtual_date_closed',
  'virtual_date_answered',
  'virtual_date_not_accepted',
  'virtual_date_not_due',
  'virtual_date_not_started',
  // Issue 11: cultural influencers.
  'influencer_application_pending',
  'already_influencer',
  'influencer_not_verified',
  'influencer_not_found',
  'influencer_already_decided',
  'influencer_event_not_found',
  'influencer_event_full',
  'influencer_event_past',
  // Community events.
  'event_not_found',
  'event_full',
  'event_past',
  'invitation_not_found',
  'invitation_already_answered',
  // Issue 13: the projection console.
  'projector_not_found',
  'projector_not_failed',
  'projection_operation_pending',
  // Issue 16, item 2: Web Push.
  'cannot_mute_self',
  'insecure_push_endpoint',
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /** Machine-readable facts beside the message (a limit, when it resets). */
  details?: unknown;
  /** For a refusal that lifts by itself: whole seconds until trying again makes sense. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    if (options.details !== undefined) this.details = options.details;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True for a domain error with one of `codes` (any code when none is given). */
export const isDomainError = (error: unknown, ...codes: DomainErrorCode[]): error is DomainError =>
  error instanceof DomainError && (codes.length === 0 || codes.includes(error.code));
