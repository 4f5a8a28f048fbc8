import { VERIFICATION_WINDOWS_MS, type NewEventOf, type SelfiePose, type VerificationType, type verificationEvents } from '@sankofa/events';

export type VerificationEvent = NewEventOf<(typeof verificationEvents)[number]>;

/** How long each step waits for the member before the request lapses and the type can be started again. */
export const PHONE_CODE_TTL_MS = VERIFICATION_WINDOWS_MS.phoneCode;
export const EMAIL_LINK_TTL_MS = VERIFICATION_WINDOWS_MS.emailLink;
/** A started capture or social link has this long to be submitted (an abandoned camera must not block the type for good). */
export const SUBMISSION_WINDOW_MS = VERIFICATION_WINDOWS_MS.submission;
export const MAX_CODE_ATTEMPTS = 5;
/** A new code or e-mail link for the same request waits this long after the last one. */
export const RESEND_THROTTLE_MS = 30 * 1000;

export interface VerificationRequest {
  requestId: string;
  verificationType: VerificationType;
  /** pending: started, waiting for the member; in_review: evidence handed in; approved and rejected are final. */
  status: 'pending' | 'in_review' | 'approved' | 'rejected';
  /** While pending: when it lapses (null when the start time is unknown, as in tests without metadata). */
  expiresAt: string | null;
  phoneNumber: string | null;
  codeHash: string | null;
  codeSentAt: string | null;
  missedCodes: number;
  linkSentAt: string | null;
  /** A video selfie's challenge: the poses asked, in order (empty for other types). */
  poses: SelfiePose[];
}

/** One member's verification requests, and the types whose badge they hold. */
export interface VerificationState {
  requests: Record<string, VerificationRequest>;
  earned: VerificationType[];
  /** When each member (by id) last asked her to verify (ISO; null when the time is unknown, as in tests without metadata). */
  askedBy: Record<string, string | null>;
}

export const initialVerificationState: VerificationState = { requests: {}, earned: [], askedBy: {} };

const occurredAt = (event: VerificationEvent): string | null => (event as { metadata?: { occurredAt?: string } }).metadata?.occurredAt ?? null;

const after = (iso: string | null, ms: number): string | null => (iso === null ? null : new Date(Date.parse(iso) + ms).toISOString());

/** A request still holding its type: in review, or pending and not lapsed. */
export const isOpen = (request: VerificationRequest, now: Date): boolean =>
  request.status === 'in_review' || (request.status === 'pending' && (request.expiresAt === null || Date.parse(request.expiresAt) > now.getTime()));

export const openRequestOf = (state: VerificationState, type: VerificationType, now: Date): VerificationRequest | undefined =>
  Object.values(state.requests).find((request) => request.verificationType === type && isOpen(request, now));

const updated = (state: VerificationState, requestId: string, change: (request: VerificationRequest) => VerificationRequest): VerificationState => {
  const request = state.requests[requestId];
  return request ? { ...state, requests: { ...state.requests, [requestId]: change(request) } } : state;
};

export const evolveVerification = (state: VerificationState, event: VerificationEvent): VerificationState => {
  if (event.type === 'VerificationAskedFor') return { ...state, askedBy: { ...state.askedBy, [event.data.askedBy]: occurredAt(event) } };
  const { requestId } = event.data;
  switch (event.type) {
    case 'VerificationStarted': {
      const { verificationType } = event.data;
      const window = verificationType === 'phone' ? PHONE_CODE_TTL_MS : SUBMISSION_WINDOW_MS;
      const request: VerificationRequest = {
        requestId, verificationType, status: 'pending', expiresAt: after(occurredAt(event), window),
        phoneNumber: null, codeHash: null, codeSentAt: null, missedCodes: 0, linkSentAt: null, poses: event.data.poses,
      };
      return { ...state, requests: { ...state.requests, [requestId]: request } };
    }
    case 'VerificationCodeSent':
      return updated(state, requestId, (request) => ({
        ...request, phoneNumber: event.data.phoneNumber, codeHash: event.data.codeHash, expiresAt: event.data.expiresAt, codeSentAt: after(event.data.expiresAt, -PHONE_CODE_TTL_MS), missedCodes: 0,
      }));
    case 'VerificationCodeMissed':
      return updated(state, requestId, (request) => ({ ...request, missedCodes: event.data.attempt }));
    case 'VerificationEmailSent':
      return updated(state, requestId, (request) => ({ ...request, expiresAt: event.data.expiresAt, linkSentAt: after(event.data.expiresAt, -EMAIL_LINK_TTL_MS) }));
    case 'VerificationSubmitted':
      return updated(state, requestId, (request) => ({ ...request, status: 'in_review', expiresAt: null }));
    case 'VerificationApproved': {
      const next = updated(state, requestId, (request) => ({ ...request, status: 'approved', expiresAt: null }));
      return next.earned.includes(event.data.verificationType) ? next : { ...next, earned: [...next.earned, event.data.verificationType] };
    }
    case 'VerificationRejected':
      return updated(state, requestId, (request) => ({ ...request, status: 'rejected', expiresAt: null }));
    case 'SelfieChecked':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
