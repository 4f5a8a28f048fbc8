import clsx from 'clsx';
import { useVerificationBadges } from '../api/verification-badges.ts';
import { LEVEL_CLASSES, offerOf } from '../catalog.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

export function CompletedTab() {
  const { t } = useTranslation('verification');
  const { data: badges = [] } = useVerificationBadges();
  if (badges.length === 0) return <p className="py-6 text-center text-sm text-muted-foreground">{t('noneCompleted')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {badges.map((badge) => {
        const { icon: Icon } = offerOf(badge.badgeType);
        const name = t(`offers.${badge.badgeType}.name`);
        return (
          <li key={badge.id} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3" aria-label={t('completedLabel', { name })}>
            <Icon className="size-5 text-kente-green" aria-hidden />
            <div className="flex-1">
              <p className="font-medium">{name}</p>
              <p className="text-xs text-muted-foreground">{t('verifiedOn', { date: formatDate(badge.earnedAt) })}</p>
            </div>
            <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', LEVEL_CLASSES[badge.badgeLevel])}>{t(`badgeLevels.${badge.badgeLevel}`)}</span>
          </li>
        );
      })}
    </ul>
  );
}
