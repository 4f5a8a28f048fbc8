import type { DevelopmentOutbox } from './outbox.ts';

/** Sends a text message; the verification codes go through it. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export interface TwilioConfig {
  TWILIO_ACCOUNT_SID: string;
  TWILIO_AUTH_TOKEN: string;
  TWILIO_FROM_NUMBER: string;
  /** Another API endpoint (a local fake in tests); api.twilio.com when unset. */
  TWILIO_API_BASE?: string | undefined;
}

export const outboxSms = (outbox: DevelopmentOutbox): SmsSender => ({
  send: (to, text) => outbox.record({ channel: 'sms', to, subject: null, body: text }),
});

/** Twilio's Messages API over HTTPS (its REST call, so the app carries no SDK). */
export const twilioSms = (config: TwilioConfig, fetchImpl: typeof fetch = fetch): SmsSender => ({
  async send(to, text) {
    const base = config.TWILIO_API_BASE ?? 'https://api.twilio.com';
    const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.TWILIO_ACCOUNT_SID)}/Messages.json`;
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: config.TWILIO_FROM_NUMBER, Body: text }),
    });
    if (!response.ok) throw new Error(`Twilio refused the message: ${response.status} ${await response.text()}`);
  },
});
