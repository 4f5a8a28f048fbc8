import clsx from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import type { EarnedBadge } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { useTranslation } from 'react-i18next';

const TYPES: ReadonlyArray<EarnedBadge['verificationType']> = ['id', 'phone', 'email', 'social', 'video', 'biometric'];

/** The six verification types, each highlighted when the member holds its active badge. */
export function VerificationStatus({ badges }: { badges: readonly EarnedBadge[] }) {
  const { t } = useTranslation('security');
  const active = new Set(badges.filter((badge) => badge.isActive).map((badge) => badge.verificationType));
  return (
    <Card title={t('verificationStatus.title')}>
      <ul className="grid grid-cols-2 gap-2">
        {TYPES.map((type) => {
          const verified = active.has(type);
          const Icon = verified ? CheckCircle2 : Circle;
          return (
            <li
              key={type}
              data-verified={verified}
              className={clsx('flex items-center gap-2 rounded-2xl border px-3 py-2 text-sm', verified ? 'border-kente-green/50 bg-kente-green/15 font-semibold' : 'border-border text-muted-foreground')}
            >
              <Icon className={clsx('size-4', verified && 'text-kente-green')} aria-hidden />
              {t(`verificationStatus.types.${type}`)}
              <span className="sr-only">{verified ? t('verificationStatus.verified') : t('verificationStatus.notVerified')}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
