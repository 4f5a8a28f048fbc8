/**
 * The facts a trust score is made of, one row per fact, keyed by what the event names: a batch
 * applied again adds nothing. The scores themselves are worked out when read (`trust-score.ts`),
 * since the time without incidents and the recent sign-ins depend on when one asks.
 */
export const TRUST_TABLES = `
CREATE TABLE trust_members (
  member_id text PRIMARY KEY,
  registered_at timestamptz NOT NULL
);
CREATE TABLE trust_badges (
  member_id text NOT NULL,
  verification_type text NOT NULL,
  badge_level text NOT NULL,
  points integer NOT NULL,
  earned_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, verification_type)
);
CREATE TABLE trust_incidents (
  event_id text PRIMARY KEY,
  member_id text NOT NULL,
  kind text NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX trust_incidents_by_member ON trust_incidents (member_id, occurred_at);
CREATE TABLE trust_sign_ins (
  member_id text NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE TABLE trust_conversations (
  match_id text NOT NULL,
  sender_id text NOT NULL,
  receiver_id text NOT NULL,
  first_sent_at timestamptz NOT NULL,
  PRIMARY KEY (match_id, sender_id)
);
CREATE INDEX trust_conversations_by_sender ON trust_conversations (sender_id);
`;

/** `public.trust_members`: when each member joined (the behaviour score's clean time counts from then when she never had an incident). */
export interface TrustMemberRow {
  member_id: string;
  registered_at: Date;
}

/** `public.trust_badges`: one active badge per verified type, from its first approval. */
export interface TrustBadgeRow {
  member_id: string;
  verification_type: 'id' | 'video' | 'phone' | 'email' | 'social' | 'biometric';
  badge_level: 'bronze' | 'silver' | 'gold' | 'diamond';
  points: number;
  earned_at: Date;
}

/** `public.trust_incidents`: what lowers the behaviour score. */
export type IncidentKind = 'report_upheld' | 'blocked' | 'locked_out';
export interface TrustIncidentRow {
  event_id: string;
  member_id: string;
  kind: IncidentKind;
  occurred_at: Date;
}

/** `public.trust_sign_ins`: the days a member signed in (signed up or logged in). */
export interface TrustSignInRow {
  member_id: string;
  day: string;
}

/** `public.trust_conversations`: when each member of a match first wrote in it. */
export interface TrustConversationRow {
  match_id: string;
  sender_id: string;
  receiver_id: string;
  first_sent_at: Date;
}
