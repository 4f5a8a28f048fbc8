import type pg from 'pg';

/** A message the app sent to a member outside the app (an SMS or an e-mail), as the development outbox keeps it. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  sentAt: string;
}

/** Where messages go when no real provider is configured: kept for admins to read in the app, and printed in the log. */
export interface DevelopmentOutbox {
  record(message: Omit<OutboxMessage, 'sentAt'>): Promise<void>;
  /** The latest ones, newest first. */
  messages(): Promise<OutboxMessage[]>;
  /** A deleted member's messages go: those sent to her addresses, and those naming her id (links carry it). */
  forget(member: { recipients: readonly string[]; memberId: string }): Promise<void>;
}

const isAbout = (message: Pick<OutboxMessage, 'to' | 'body'>, member: { recipients: readonly string[]; memberId: string }) =>
  member.recipients.includes(message.to) || message.body.includes(member.memberId);

const KEPT_MESSAGES = 200;

type Log = (line: string) => void;
const printLine: Log = (line) => process.stdout.write(`${line}\n`);
const logLine = (message: Omit<OutboxMessage, 'sentAt'>) =>
  `[development outbox] ${message.channel} to ${message.to}${message.subject ? ` (${message.subject})` : ''}: ${message.body}`;

/** In this process's memory: for tests and single-process tools. */
export const createMemoryOutbox = (log: Log = printLine): DevelopmentOutbox => {
  const kept: OutboxMessage[] = [];
  return {
    async record(message) {
      kept.unshift({ ...message, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, KEPT_MESSAGES);
      log(logLine(message));
    },
    messages: async () => [...kept],
    async forget(member) {
      const others = kept.filter((message) => !isAbout(message, member));
      kept.splice(0, kept.length, ...others);
    },
  };
};

const CREATE = `
CREATE TABLE IF NOT EXISTS development_outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
)`;
const LATEST = `
SELECT channel, recipient AS "to", subject, body, to_char(sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sentAt"
FROM development_outbox ORDER BY id DESC LIMIT ${KEPT_MESSAGES}`;

/**
 * In the app's database, so every service sees one outbox: command-api sends, query-api shows admins.
 * A development stand-in for SMS and SMTP providers, not a read model: no event is derived from it.
 */
export const createPostgresOutbox = (pool: pg.Pool, log: Log = printLine): DevelopmentOutbox => {
  let created: Promise<unknown> | null = null;
  const ready = () => (created ??= pool.query(CREATE).catch((error: unknown) => {
    created = null;
    throw error;
  }));
  return {
    async record(message) {
      await ready();
      await pool.query('INSERT INTO development_outbox (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [message.channel, message.to, message.subject, message.body]);
      log(logLine(message));
    },
    async messages() {
      await ready();
      return (await pool.query<OutboxMessage>(LATEST)).rows;
    },
    async forget({ recipients, memberId }) {
      await ready();
      await pool.query(`DELETE FROM development_outbox WHERE recipient = ANY($1) OR strpos(body, $2) > 0`, [recipients, memberId]);
    },
  };
};
