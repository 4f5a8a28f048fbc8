import { CalendarHeart, Globe2, HeartHandshake, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import { useTranslation } from 'react-i18next';

const blocks: { icon: LucideIcon; key: 'global' | 'culturalMatch' | 'safe' | 'events' }[] = [
  { icon: Globe2, key: 'global' },
  { icon: HeartHandshake, key: 'culturalMatch' },
  { icon: ShieldCheck, key: 'safe' },
  { icon: CalendarHeart, key: 'events' },
];

/** The community information panel below the swipe buttons. */
export function CommunityPanel() {
  const { t } = useTranslation('discovery');
  return (
    <Card title={t('community.title')}>
      <ul className="grid grid-cols-2 gap-3">
        {blocks.map(({ icon: Icon, key }) => (
          <li key={key} className="rounded-2xl bg-surface-muted p-3">
            <Icon className="size-5 text-primary-ink" aria-hidden />
            <h3 className="mt-1.5 text-sm font-semibold">{t(`community.${key}.title`)}</h3>
            <p className="mt-0.5 text-xs leading-snug text-muted-foreground">{t(`community.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
