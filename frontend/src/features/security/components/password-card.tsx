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

const MIN_LENGTH = 8;

interface Problems {
  currentPassword?: string;
  newPassword?: string;
  twoFactorCode?: string;
}

/** Old password, new password, and a fresh code when two-factor is on; other devices are signed out. */
export function PasswordCard({ member }: { member: CurrentUser }) {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      currentPassword: currentPassword ? undefined : 'Enter your current password',
      newPassword: newPassword.length >= MIN_LENGTH ? undefined : `Password must be at least ${MIN_LENGTH} characters`,
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
          toast({ title: 'Password Changed', description: 'Your other devices have been signed out.' });
        },
        onError: (error) => toast({ title: 'Password not changed', description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <Card title="Password" icon={LockKeyhole}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={problems.currentPassword}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={problems.newPassword}
        />
        {member.twoFactorEnabled && (
          <OneTimeCodeField label="Code from your authenticator app" value={twoFactorCode} onChange={setTwoFactorCode} error={problems.twoFactorCode} />
        )}
        <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
          {change.isPending ? 'Saving...' : 'Change Password'}
        </button>
      </form>
    </Card>
  );
}
