import type { Email } from '@sankofa/adapters/messaging';

/** `n***@example.com`: enough for her to recognise the address, not enough to read someone else's off a notice. */
export const maskedEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
};

/** To the new address: the link that makes it hers, and what happens if she does nothing. */
export const confirmNewEmailMail = (to: string, link: string): Email => ({
  to,
  subject: 'Confirm your new Sankofa e-mail address',
  text: [
    'Someone (we hope you) asked to use this address to sign in to Sankofa.',
    '',
    'Open this link within 24 hours to confirm it. It works once:',
    '',
    link,
    '',
    'Until you do, your account keeps signing in with its current address.',
    'If you did not ask for this, ignore this e-mail: nothing changes.',
    '',
  ].join('\n'),
});

/** To the current address: a change is on its way, and what to do if it is not hers. */
export const emailChangeNoticeMail = (to: string, newEmail: string): Email => ({
  to,
  subject: 'Your Sankofa e-mail address is being changed',
  text: [
    `Someone signed in to your Sankofa account asked to change its e-mail address to ${maskedEmail(newEmail)}.`,
    '',
    'This address keeps working until the new one is confirmed from the link we sent there.',
    'If this wasn’t you, change your password now (Profile → Settings) and sign out everywhere: the change cannot be confirmed without access to the new address.',
    '',
  ].join('\n'),
});

/** The SMS to a new number. */
export const phoneCodeText = (code: string): string => `Your Sankofa code to confirm this number is ${code}. It expires in 10 minutes.`;
