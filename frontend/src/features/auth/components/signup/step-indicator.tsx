import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

const steps = ['details', 'photos'] as const;

export function StepIndicator({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('auth');
  return (
    <ol aria-label={t('signup.steps')} className="mb-6 grid grid-cols-2 gap-2">
      {steps.map((label, index) => {
        const step = index + 1;
        return (
          <li key={label} aria-current={step === current ? 'step' : undefined}>
            <span className={clsx('block h-1.5 rounded-full', step <= current ? 'bg-primary' : 'bg-surface-muted')} />
            <span className={clsx('mt-2 block text-xs font-medium', step === current ? 'text-foreground' : 'text-muted-foreground')}>
              {t('signup.step', { step, total: steps.length, label: t(`signup.stepNames.${label}`) })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
