import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { smallPrimaryButtonClass } from '../../../components/button-classes.ts';
import { OneTimeCodeField } from '../../../components/form/one-time-code-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useConfirmPhoneChange, useRequestPhoneChange } from '../api/change-contact.ts';

/** A new number, confirmed with her password, then with the code texted to it. */
export function PhoneChangeForm({ phoneNumber }: { phoneNumber: string }) {
  const { t } = useTranslation('profile');
  const request = useRequestPhoneChange();
  const confirm = useConfirmPhoneChange();
  const [newPhoneNumber, setNewPhoneNumber] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const failed = (error: Error) => toast({ title: t('contact.phoneNotChanged'), description: serverMessageOf(error) ?? t('contact.tryAgain'), variant: 'destructive' });

  const ask = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ newPhoneNumber, password }, { onSuccess: () => setPassword(''), onError: failed });
  };
  const enterCode = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: () => {
        request.reset();
        setNewPhoneNumber('');
        setCode('');
        toast({ title: t('contact.phoneChanged') });
      },
      onError: failed,
    });
  };

  return request.isSuccess ? (
    <form onSubmit={enterCode} className="flex flex-col gap-3" aria-label={t('contact.phoneTitle')}>
      <p role="status" className="text-sm text-muted-foreground">{t('contact.codeSent', { phoneNumber: newPhoneNumber })}</p>
      <OneTimeCodeField label={t('contact.code')} value={code} onChange={setCode} autoFocus />
      <button type="submit" className={smallPrimaryButtonClass} disabled={confirm.isPending}>
        {t('contact.confirmPhone')}
      </button>
    </form>
  ) : (
    <form onSubmit={ask} className="flex flex-col gap-3" aria-label={t('contact.phoneTitle')}>
      <p className="text-sm text-muted-foreground">{t('contact.currentPhone', { phoneNumber })}</p>
      <TextField label={t('contact.newPhone')} type="tel" autoComplete="tel" required value={newPhoneNumber} onChange={(event) => setNewPhoneNumber(event.target.value)} />
      <PasswordField label={t('contact.password')} autoComplete="current-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      <button type="submit" className={smallPrimaryButtonClass} disabled={request.isPending}>
        {t('contact.sendCode')}
      </button>
    </form>
  );
}
