import type { TwoFactorSetup as Setup } from '../api/set-up-two-factor.ts';
import { CodeForm } from './code-form.tsx';
import { useTranslation } from 'react-i18next';

interface TwoFactorSetupProps {
  setup: Setup;
  confirming: boolean;
  onConfirm(code: string): void;
  onCancel(): void;
}

export function TwoFactorSetup({ setup, confirming, onConfirm, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('security');
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted-foreground">
        <li>{t('setup.scan')}</li>
        <li>{t('setup.enter')}</li>
      </ol>
      <img
        src={setup.qrCodeDataUrl}
        alt="QR code to add Sankofa to your authenticator app"
        className="mx-auto size-48 rounded-2xl bg-white p-2"
      />
      <div className="rounded-2xl bg-surface-muted p-3 text-center">
        <p className="text-xs text-muted-foreground">{t('setup.cantScan')}</p>
        <p data-testid="two-factor-secret" className="mt-1 font-mono text-sm font-semibold tracking-wider break-all select-all">
          {setup.secret}
        </p>
      </div>
      <CodeForm submitLabel={t('setup.confirm')} pending={confirming} onSubmit={onConfirm} onCancel={onCancel} />
    </div>
  );
}
