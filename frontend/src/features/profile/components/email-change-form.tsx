import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { smallPrimaryButtonClass } from '../../../components/button-classes.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestEmailChange } from '../api/change-contact.ts';

/** A new sign-in address, confirmed with her password; it takes effect once she opens the link sent to it. */
export function EmailChangeForm({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const request = useRequestEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(
      { newEmail, password },
      {
        onSuccess: () => setPassword(''),
        onError: (error) => toast({ title: t('contact.emailNotChanged'), description: serverMessageOf(error) ?? t('contact.tryAgain'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={t('contact.emailTitle')}>
      <p className="text-sm text-muted-foreground">{t('contact.currentEmail', { email })}</p>
      {request.isSuccess && (
        <p role="status" className="rounded-3xl border border-primary/40 bg-primary/10 p-4 text-sm">
          {t('contact.emailLinkSent', { sentTo: request.data.sentTo })}
        </p>
      )}
      <TextField label={t('contact.newEmail')} type="email" autoComplete="email" required value={newEmail} onChange={(event) => setNewEmail(event.target.value)} />
      <PasswordField label={t('contact.password')} autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      <button type="submit" className={smallPrimaryButtonClass} disabled={request.isPending}>
        {t('contact.sendEmailLink')}
      </button>
    </form>
  );
}
