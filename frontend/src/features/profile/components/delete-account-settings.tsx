import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { OneTimeCodeField, oneTimeCodeError } from '../../../components/form/one-time-code-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const dangerButtonClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-full border border-kente-red bg-kente-red px-4 text-sm font-semibold text-white transition-opacity hover:opacity-90 disabled:opacity-50';

interface Problems {
  password?: string;
  twoFactorCode?: string;
}

/** Delete account: what it does, in plain words; then her password (and a code with two-factor on) confirm it, and she is signed out. */
export function DeleteAccountSettings({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useTranslation('profile');
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      password: password ? undefined : t('deleteAccount.enterPassword'),
      twoFactorCode: twoFactorEnabled ? oneTimeCodeError(twoFactorCode) : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    remove.mutate(
      { password, ...(twoFactorEnabled && { twoFactorCode }) },
      {
        onError: (error) => toast({ title: t('deleteAccount.notDeleted'), description: serverMessageOf(error) ?? t('deleteAccount.tryAgain'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card title={t('deleteAccount.title')} icon={Trash2}>
      <p className="mb-2 text-sm text-muted-foreground">{t('deleteAccount.explanation')}</p>
      <p className="mb-3 text-sm font-semibold text-kente-red">{t('deleteAccount.cannotUndo')}</p>
      {confirming ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <PasswordField
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={problems.password}
          />
          {twoFactorEnabled && <OneTimeCodeField label={t('deleteAccount.code')} value={twoFactorCode} onChange={setTwoFactorCode} error={problems.twoFactorCode} />}
          <div className="flex gap-2">
            <button type="submit" className={dangerButtonClass} disabled={remove.isPending}>
              {remove.isPending ? t('deleteAccount.deleting') : t('deleteAccount.confirm')}
            </button>
            <button type="button" className={smallButtonClass} disabled={remove.isPending} onClick={() => setConfirming(false)}>
              {t('deleteAccount.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={smallButtonClass} onClick={() => setConfirming(true)}>
          {t('deleteAccount.start')}
        </button>
      )}
    </Card>
  );
}
