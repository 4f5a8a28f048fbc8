import type { Email } from '@sankofa/adapters/messaging';

/** The e-mail with the link: plain words, what to do, and what to do if she did not ask. */
export const resetMail = (to: string, link: string): Email => ({
  to,
  subject: 'Reset your Sankofa password',
  text: [
    'Someone (we hope you) asked to reset the password of your Sankofa account.',
    '',
    `Open this link within 1 hour to choose a new password. It works once:`,
    '',
    link,
    '',
    'Setting a new password signs you out on every device.',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
  ].join('\n'),
});
