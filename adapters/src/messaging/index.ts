import { outboxEmail, smtpEmail, type EmailSender } from './email.ts';
import type { DevelopmentOutbox } from './outbox.ts';
import { outboxSms, twilioSms, type SmsSender, type TwilioConfig } from './sms.ts';

export * from './email.ts';
export * from './outbox.ts';
export * from './sms.ts';

export interface MessagingConfig extends Partial<TwilioConfig> {
  SMS_PROVIDER?: 'outbox' | 'twilio';
  SMTP_URL?: string | undefined;
  SMTP_FROM?: string | undefined;
}

/** How the app reaches members outside it: real providers when configured, else the development outbox (admins read it in the app). */
export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
  outbox: DevelopmentOutbox;
}

export const createMessaging = (config: MessagingConfig, outbox: DevelopmentOutbox): Messaging => {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER } = config;
  const sms =
    config.SMS_PROVIDER === 'twilio' && TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && TWILIO_FROM_NUMBER
      ? twilioSms({ TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_API_BASE: config.TWILIO_API_BASE })
      : outboxSms(outbox);
  const email = config.SMTP_URL ? smtpEmail(config.SMTP_URL, config.SMTP_FROM ?? 'Sankofa <no-reply@sankofa.app>') : outboxEmail(outbox);
  return { sms, email, outbox };
};
