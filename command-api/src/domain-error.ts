export type RefusalKind = 'invalid' | 'unrecognised' | 'not_allowed' | 'not_found' | 'gone' | 'conflict' | 'used_up';

/**
 * Why a decision was refused, in the domain's words: a code a client can act on and a message a
 * member can read, and the kind of refusal it is (the input is unacceptable, the member
 * unrecognised, the act not allowed, its subject not found or deleted for good, the state rules it out, or a limit is
 * used up for now). Deciders (and the rules they share) throw these and know nothing of HTTP; the
 * API edge (`domain-error-statuses.ts`) gives each kind its status. A new refusal is one line here.
 * Codes keep their wire spelling: clients already switch on them.
 */
export const DOMAIN_ERRORS = {
  // The command carries something the rules do not accept.
  validation_failed: 'invalid',
  cannot_swipe_self: 'invalid',
  cannot_message_self: 'invalid',
  cannot_block_self: 'invalid',
  cannot_report_self: 'invalid',
  wrong_password: 'invalid',
  two_factor_code_required: 'invalid',
  // At login a wrong code is a failed sign-in: the login route answers it with its own 401.
  invalid_two_factor_code: 'invalid',
  // A "forgot password" link that cannot serve: made up, used, replaced by a newer one, or past its hour.
  reset_link_invalid: 'invalid',
  reset_link_used: 'conflict',
  reset_link_superseded: 'conflict',
  reset_link_expired: 'conflict',
  // A link confirming a new e-mail address that cannot serve, as reset links; and changes to what she already has.
  email_change_link_invalid: 'invalid',
  email_change_link_used: 'conflict',
  email_change_link_superseded: 'conflict',
  email_change_link_expired: 'conflict',
  email_unchanged: 'invalid',
  phone_unchanged: 'invalid',
  invalid_phone_change_code: 'invalid',
  phone_change_not_requested: 'conflict',
  phone_change_code_expired: 'conflict',
  // The member could not be recognised.
  invalid_credentials: 'unrecognised',
  invalid_refresh_token: 'unrecognised',
  refresh_token_reused: 'unrecognised',
  // Recognised, but not allowed.
  forbidden: 'not_allowed',
  premium_required: 'not_allowed',
  not_your_message: 'not_allowed',
  demo_account_locked: 'not_allowed',
  // What the command is about does not exist (or is not visible to this member).
  not_found: 'not_found',
  member_not_found: 'not_found',
  // Photo screening (issue 23): refused for nudity, no face where one must be, a photo never uploaded, the review queue.
  photo_refused: 'invalid',
  first_photo_without_face: 'invalid',
  photo_not_found: 'invalid',
  held_photo_not_found: 'not_found',
  photo_review_decided: 'conflict',
  match_not_found: 'not_found',
  message_not_found: 'not_found',
  // What the command is about existed and was deleted for good.
  account_deleted: 'gone',
  // The stream's state rules it out.
  member_exists: 'conflict',
  email_taken: 'conflict',
  phone_taken: 'conflict',
  already_matched: 'conflict',
  already_liked: 'conflict',
  pre_match_message_already_sent: 'conflict',
  match_closed: 'conflict',
  unsend_window_passed: 'conflict',
  session_exists: 'conflict',
  two_factor_already_enabled: 'conflict',
  two_factor_setup_not_started: 'conflict',
  two_factor_not_enabled: 'conflict',
  consumable_already_used: 'conflict',
  concurrent_modification: 'conflict',
  // Used up for now: `retryAfterSeconds` says how long.
  too_many_attempts: 'used_up',
  daily_like_limit: 'used_up',
  // Issue 9: premium subscription.
  no_subscription: 'conflict',
  payment_pending: 'conflict',
  already_premium: 'conflict',
  // Love passports.
  passport_premium_required: 'not_allowed',
  passport_not_found: 'not_found',
  passport_region_active: 'conflict',
  passport_expired: 'conflict',
  passport_swipe_limit: 'used_up',
  // Consumables: a rewind with no standing pass to take back.
  nothing_to_rewind: 'conflict',
  // Moderation: a report is decided once; only a suspended member can be let back; suspended members are refused.
  report_not_found: 'not_found',
  report_already_decided: 'conflict',
  cannot_moderate_self: 'not_allowed',
  member_not_suspended: 'conflict',
  account_not_held: 'conflict',
  // Held for review by the scam defences: no messages until an admin decides.
  account_held: 'not_allowed',
  account_suspended: 'not_allowed',
  // A deleted member banned for abuse: her e-mail, phone or photos may not come back.
  identity_banned: 'not_allowed',
  // Games: a move the game's state or turn rules out.
  game_not_found: 'not_found',
  game_full: 'conflict',
  game_over: 'conflict',
  game_not_started: 'conflict',
  not_your_turn: 'conflict',
  round_revealed: 'conflict',
  round_in_progress: 'conflict',
  already_told: 'conflict',
  already_answered: 'conflict',
  answer_too_late: 'conflict',
  waiting_for_move: 'conflict',
  no_more_clues: 'conflict',
  no_match_to_play: 'conflict',
  // Issue 10: verification.
  verification_pending: 'conflict',
  verification_already_earned: 'conflict',
  verification_not_started: 'conflict',
  invalid_verification_code: 'invalid',
  verification_code_expired: 'conflict',
  verification_link_invalid: 'invalid',
  verification_already_decided: 'conflict',
  // Issue 23, item 3: asking a match to verify.
  cannot_ask_self: 'invalid',
  already_verified: 'conflict',
  // Virtual dates.
  // Date safety: sharing a date with a trusted contact, and the check-in after it.
  date_not_found: 'not_found',
  date_closed: 'conflict',
  date_over: 'conflict',
  date_share_not_found: 'not_found',
  date_share_stopped: 'conflict',
  check_in_not_due: 'conflict',
  check_in_answered: 'conflict',
  virtual_date_not_found: 'not_found',
  virtual_date_closed: 'conflict',
  virtual_date_answered: 'conflict',
  virtual_date_not_accepted: 'conflict',
  virtual_date_not_due: 'conflict',
  virtual_date_not_started: 'conflict',
  // Issue 11: cultural influencers.
  influencer_application_pending: 'conflict',
  already_influencer: 'conflict',
  influencer_not_verified: 'not_allowed',
  influencer_not_found: 'not_found',
  influencer_already_decided: 'conflict',
  influencer_event_not_found: 'not_found',
  influencer_event_full: 'conflict',
  influencer_event_past: 'conflict',
  // Community events.
  event_not_found: 'not_found',
  event_full: 'conflict',
  event_past: 'conflict',
  invitation_not_found: 'not_found',
  invitation_already_answered: 'conflict',
  // Issue 13: the projection console.
  projector_not_found: 'not_found',
  projector_not_failed: 'conflict',
  projection_operation_pending: 'conflict',
  // Issue 16, item 2: Web Push.
  cannot_mute_self: 'invalid',
  insecure_push_endpoint: 'invalid',
} as const satisfies Record<string, RefusalKind>;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

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
