import type { RiskLevel } from './entries.ts';

export const SECURITY_LOG_TABLES = `
CREATE TABLE security_log (
  id text PRIMARY KEY,
  member_id text NOT NULL,
  action_type text NOT NULL,
  action text NOT NULL,
  risk_level text NOT NULL,
  risk_score integer NOT NULL,
  action_taken text NOT NULL,
  device text,
  country text,
  created_at timestamptz NOT NULL,
  position text COLLATE "C" NOT NULL
);
CREATE INDEX security_log_by_member ON security_log (member_id, position DESC);
CREATE TABLE security_known_origins (
  member_id text NOT NULL,
  kind text NOT NULL,
  value text NOT NULL,
  first_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (member_id, kind, value)
);
CREATE TABLE member_sessions (
  session_id text PRIMARY KEY,
  member_id text NOT NULL,
  device text,
  country text,
  started_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL,
  expires_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX member_sessions_by_member ON member_sessions (member_id, started_at DESC);
`;

/** `public.security_log`: one line per event the member should know about, keyed by the event's id. */
export interface SecurityLogRow {
  id: string;
  member_id: string;
  action_type: string;
  action: string;
  risk_level: RiskLevel;
  risk_score: number;
  action_taken: string;
  device: string | null;
  country: string | null;
  created_at: Date;
  position: string;
}

/** `public.member_sessions`: each sign-in (a refresh-token family), where it came from and whether it ended. */
export interface MemberSessionRow {
  session_id: string;
  member_id: string;
  device: string | null;
  country: string | null;
  started_at: Date;
  last_active_at: Date;
  /** Null for a session known only from its login (its start not reached yet). */
  expires_at: Date | null;
  ended_at: Date | null;
}
