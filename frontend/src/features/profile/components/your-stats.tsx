import { BarChart3 } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { useUserStats } from '../api/get-user-stats.ts';
import { useTranslation } from 'react-i18next';

export function YourStats() {
  const { t } = useTranslation('profile');
  const { data: stats, isError } = useUserStats();
  const tiles = [
    { label: t('stats.matches'), value: stats?.matches, className: 'text-kente-red' },
    { label: t('stats.likesGiven'), value: stats?.likesGiven, className: 'text-primary-ink' },
    { label: t('stats.superLikes'), value: stats?.superLikes, className: 'text-kente-green' },
  ];

  return (
    <Card title={t('stats.title')} icon={BarChart3}>
      {isError ? (
        <p className="text-sm text-muted-foreground">{t('stats.failed')}</p>
      ) : (
        <dl className="grid grid-cols-3 gap-2.5">
          {tiles.map(({ label, value, className }) => (
            <div key={label} className="flex flex-col-reverse items-center rounded-2xl bg-surface-muted px-2 py-3 text-center">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className={`font-display text-2xl font-bold ${className}`}>{value ?? '–'}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
