import type { SelfieCheckName } from '@sankofa/events';

/** The verification read model as readers see it (`@sankofa/projections/verification`): its public views and rows. */
export const VERIFICATION_VIEWS = ['verification_requests', 'verification_badges'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const VERIFICATION_PROJECTOR = 'verification';

export interface VerificationRequestRow {
  request_id: string;
  member_id: string;
  verification_type: 'id' | 'video' | 'phone' | 'email' | 'social' | 'biometric';
  /** pending: started, waiting for the member (until `expires_at`); in_review: evidence handed in. */
  status: 'pending' | 'in_review' | 'approved' | 'rejected';
  /** When started, then when the evidence was handed in. */
  submitted_at: Date;
  expires_at: Date | null;
  social_media_url: string | null;
  document_url: string | null;
  video_url: string | null;
  biometric_url: string | null;
  frame_urls: string[];
  /** A video selfie's checks as SelfieChecked recorded them (check, result, score, passAt, failAt); null for other evidence. */
  automatic_checks: Array<{ check: SelfieCheckName; result: 'pass' | 'fail' | 'unsure'; score: number; passAt: number; failAt: number | null }> | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  rejection_reason: string | null;
}

export interface VerificationBadgeRow {
  member_id: string;
  badge_type: VerificationRequestRow['verification_type'];
  badge_level: 'bronze' | 'silver' | 'gold' | 'diamond';
  points: number;
  is_active: boolean;
  earned_at: Date;
  request_id: string;
}
