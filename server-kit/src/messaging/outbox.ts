/** A message the app sent to a member outside the app (an SMS or an e-mail), as the development outbox keeps it. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  sentAt: string;
}

/** Where messages go when no real provider is configured: kept in memory (the latest ones) and printed in the log. */
export interface DevelopmentOutbox {
  record(message: Omit<OutboxMessage, 'sentAt'>): void;
  /** Newest first. */
  messages(): OutboxMessage[];
}

const KEPT_MESSAGES = 200;

export const createDevelopmentOutbox = (log: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): DevelopmentOutbox => {
  const kept: OutboxMessage[] = [];
  return {
    record(message) {
      kept.unshift({ ...message, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, KEPT_MESSAGES);
      log(`[development outbox] ${message.channel} to ${message.to}${message.subject ? ` (${message.subject})` : ''}: ${message.body}`);
    },
    messages: () => [...kept],
  };
};
