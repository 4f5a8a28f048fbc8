import type { Messaging } from '@sankofa/adapters/messaging';
import type { TrustedContact } from './decide.ts';

/** What a text or mail says of the date: when, where, with whom. */
export interface DateDetails {
  startsAt: string;
  place: string | null;
  matchFirstName: string;
}

const when = (iso: string) => new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
const where = (place: string | null) => place ?? 'a video date in the Sankofa app';
const detailsOf = ({ startsAt, place, matchFirstName }: DateDetails) => `${when(startsAt)}, ${where(place)}, with ${matchFirstName}`;

/** By SMS when she gave a number, else by e-mail. */
const sendTo = async (messaging: Pick<Messaging, 'sms' | 'email'>, contact: TrustedContact, subject: string, text: string) => {
  if (contact.phone) await messaging.sms.send(contact.phone, text);
  else if (contact.email) await messaging.email.send({ to: contact.email, subject, text });
};

export const sendShareLink = (messaging: Pick<Messaging, 'sms' | 'email'>, contact: TrustedContact, memberFirstName: string, link: string, expiresAt: string) =>
  sendTo(
    messaging,
    contact,
    `${memberFirstName} shared her date with you`,
    `Hi ${contact.name}, ${memberFirstName} shared her date with you on Sankofa so that someone she trusts knows where she is: ${link} (the link works until ${when(expiresAt)}).`,
  );

export const sendHelpAlert = (messaging: Pick<Messaging, 'sms' | 'email'>, contact: TrustedContact, memberFirstName: string, date: DateDetails) =>
  sendTo(
    messaging,
    contact,
    `${memberFirstName} asked for help after her date`,
    `Hi ${contact.name}, ${memberFirstName} asked for help after her date on Sankofa (${detailsOf(date)}). Please contact her now; if you think she is in danger, call the local emergency services.`,
  );
