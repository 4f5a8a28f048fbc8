import clsx from 'clsx';
import type { RiskLevel } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';

const RISK_CLASSES: Record<RiskLevel, string> = {
  low: 'border-kente-green/40 bg-kente-green/15 text-kente-green',
  medium: 'border-primary/40 bg-primary/15 text-primary-ink',
  high: 'border-kente-red/40 bg-kente-red/15 text-kente-red',
};

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation('security');
  return <span className={clsx('shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold', RISK_CLASSES[level])}>{t(`risk.${level}`)}</span>;
}
