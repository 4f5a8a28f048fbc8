import clsx from 'clsx';
import { KeyRound } from 'lucide-react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import { toast } from '../../../lib/toast.ts';
import { useDisableTwoFactor } from '../api/disable-two-factor.ts';
import { useEnableTwoFactor } from '../api/enable-two-factor.ts';
import { useSetUpTwoFactor } from '../api/set-up-two-factor.ts';
import { CodeForm } from './code-form.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: serverMessageOf(error) ?? 'Please try again.', variant: 'destructive' });

export function TwoFactorCard({ member }: { member: CurrentUser }) {
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const enabled = member.twoFactorEnabled;

  const confirm = (code: string) =>
    enable.mutate(code, {
      onSuccess: () => {
        setUp.reset();
        toast({ title: 'Two-Factor Enabled', description: 'You will be asked for a code each time you log in.' });
      },
      onError: failed('Code not accepted'),
    });

  const turnOff = (code: string) =>
    disable.mutate(code, {
      onSuccess: () => toast({ title: 'Two-Factor Disabled', description: 'You can turn it back on at any time.' }),
      onError: failed('Code not accepted'),
    });

  return (
    <Card
      title="Two-Factor Authentication"
      icon={KeyRound}
      aside={
        <span
          data-testid="two-factor-status"
          className={clsx(
            'rounded-full px-3 py-1 text-xs font-semibold',
            enabled ? 'bg-kente-green/20 text-kente-green' : 'bg-surface-muted text-muted-foreground',
          )}
        >
          {enabled ? 'On' : 'Off'}
        </span>
      }
    >
      <p className="mb-4 text-sm text-muted-foreground">
        {enabled
          ? 'Logging in needs your password and a code from your authenticator app. To turn it off, enter a current code.'
          : 'Add a second step to logging in: a code from an authenticator app on your phone.'}
      </p>
      {enabled ? (
        <CodeForm submitLabel="Disable" pending={disable.isPending} onSubmit={turnOff} />
      ) : setUp.data ? (
        <TwoFactorSetup setup={setUp.data} confirming={enable.isPending} onConfirm={confirm} onCancel={() => setUp.reset()} />
      ) : (
        <button
          type="button"
          onClick={() => setUp.mutate(undefined, { onError: failed('Could not start two-factor setup') })}
          disabled={setUp.isPending}
          className={primaryButtonClass}
        >
          {setUp.isPending ? 'Preparing...' : 'Enable Two-Factor'}
        </button>
      )}
    </Card>
  );
}
