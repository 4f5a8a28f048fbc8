import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { OneTimeCodeField, oneTimeCodeError } from '../../../components/form/one-time-code-field.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useTranslation } from 'react-i18next';

const MIN_LENGTH = 8;

interface Problems {
  currentPassword?: string;
  newPassword?: string;
  twoFactorCode?: string;
}

/** Old password, new password, and a fresh code when two-factor is on; other devices are signed out. */
export function PasswordCard({ member }: { member: CurrentUser }) {
  const { t } = useTranslation('security');
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      currentPassword: currentPassword ? undefined : t('password.enterCurrent'),
      newPassword: newPassword.length >= MIN_LENGTH ? undefined : t('password.tooShort', { min: MIN_LENGTH }),
      twoFactorCode: member.twoFactorEnabled ? oneTimeCodeError(twoFactorCode) : undefined,
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) return;
    change.mutate(
      { currentPassword, newPassword, ...(member.twoFactorEnabled && { twoFactorCode }) },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setTwoFactorCode('');
          toast({ title: t('password.changed'), description: t('password.changedDescription') });
        },
        onError: (error) => toast({ title: t('password.notChanged'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Card title={t('password.title')} icon={LockKeyhole}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={problems.currentPassword}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={problems.newPassword}
        />
        {member.twoFactorEnabled && (
          <OneTimeCodeField label={t('codeLabel')} value={twoFactorCode} onChange={setTwoFactorCode} error={problems.twoFactorCode} />
        )}
        <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
          {change.isPending ? t('saving') : t('password.change')}
        </button>
      </form>
    </Card>
  );
}
