import nodemailer from 'nodemailer';
import type { DevelopmentOutbox } from './outbox.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** Sends an e-mail; the verification links go through it. */
export interface EmailSender {
  send(email: Email): Promise<void>;
}

export const outboxEmail = (outbox: DevelopmentOutbox): EmailSender => ({
  send: ({ to, subject, text }) => outbox.record({ channel: 'email', to, subject, body: text }),
});

/** Any SMTP server, e.g. `smtps://user:password@smtp.example.com:465`, through nodemailer. */
export const smtpEmail = (smtpUrl: string, from: string): EmailSender => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
};
