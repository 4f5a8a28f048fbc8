import { describe, expect, it } from 'vitest';
import { createMemoryOutbox } from './outbox.ts';
import { createMessaging } from './index.ts';
import { twilioSms } from './sms.ts';

describe('messaging', () => {
  it('sends through the development outbox by default, and prints each message', async () => {
    const lines: string[] = [];
    const outbox = createMemoryOutbox((line) => lines.push(line));
    const { sms, email } = createMessaging({}, outbox);
    await sms.send('+233200000000', 'Your code is 123456');
    await email.send({ to: 'ama@example.com', subject: 'Confirm', text: 'Open the link' });
    expect(await outbox.messages()).toMatchObject([
      { channel: 'email', to: 'ama@example.com', subject: 'Confirm', body: 'Open the link' },
      { channel: 'sms', to: '+233200000000', subject: null, body: 'Your code is 123456' },
    ]);
    expect(lines).toEqual([expect.stringContaining('sms to +233200000000: Your code is 123456'), expect.stringContaining('email to ama@example.com (Confirm)')]);
  });

  it("posts to Twilio's Messages API with basic auth, and fails loudly when refused", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const answer = { status: 201 };
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', answer);
    }) as unknown as typeof fetch;
    const sms = twilioSms({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'secret', TWILIO_FROM_NUMBER: '+15550000000' }, fakeFetch);
    await sms.send('+233200000000', 'Your code is 123456');
    expect(calls[0]!.url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
    expect(Object.fromEntries(calls[0]!.init.body as URLSearchParams)).toEqual({ To: '+233200000000', From: '+15550000000', Body: 'Your code is 123456' });
    answer.status = 400;
    await expect(sms.send('+1', 'x')).rejects.toThrow(/Twilio refused the message: 400/);
  });
});
