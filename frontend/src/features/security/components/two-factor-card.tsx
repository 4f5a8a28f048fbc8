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
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: serverMessageOf(error) ?? i18n.t('security:tryAgain'), variant: 'destructive' });

export function TwoFactorCard({ member }: { member: CurrentUser }) {
  const { t } = useTranslation('security');
  const setUp = useSetUpTwoFactor();
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();
  const enabled = member.twoFactorEnabled;

  const confirm = (code: string) =>
    enable.mutate(code, {
      onSuccess: () => {
        setUp.reset();
        toast({ title: t('twoFactor.enabled'), description: t('twoFactor.enabledDescription') });
      },
      onError: failed(t('twoFactor.notAccepted')),
    });

  const turnOff = (code: string) =>
    disable.mutate(code, {
      onSuccess: () => toast({ title: t('twoFactor.disabled'), description: t('twoFactor.disabledDescription') }),
      onError: failed(t('twoFactor.notAccepted')),
    });

  return (
    <Card
      title={t('twoFactor.title')}
      icon={KeyRound}
      aside={
        <span
          data-testid="two-factor-status"
          className={clsx(
            'rounded-full px-3 py-1 text-xs font-semibold',
            enabled ? 'bg-kente-green/20 text-kente-green' : 'bg-surface-muted text-muted-foreground',
          )}
        >
          {enabled ? t('twoFactor.on') : t('twoFactor.off')}
        </span>
      }
    >
      <p className="mb-4 text-sm text-muted-foreground">
        {enabled
          ? t('twoFactor.onText')
          : t('twoFactor.offText')}
      </p>
      {enabled ? (
        <CodeForm submitLabel={t('twoFactor.disable')} pending={disable.isPending} onSubmit={turnOff} />
      ) : setUp.data ? (
        <TwoFactorSetup setup={setUp.data} confirming={enable.isPending} onConfirm={confirm} onCancel={() => setUp.reset()} />
      ) : (
        <button
          type="button"
          onClick={() => setUp.mutate(undefined, { onError: failed(t('twoFactor.setupFailed')) })}
          disabled={setUp.isPending}
          className={primaryButtonClass}
        >
          {setUp.isPending ? t('twoFactor.preparing') : t('twoFactor.enable')}
        </button>
      )}
    </Card>
  );
}
