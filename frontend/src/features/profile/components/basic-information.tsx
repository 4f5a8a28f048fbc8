import { Briefcase, Globe2, MapPin, UserRound, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import type { CurrentUser } from '../../../lib/member.ts';
import { useTranslation } from 'react-i18next';

interface Row {
  icon: LucideIcon;
  key: 'location' | 'heritage' | 'profession';
  value: string | null;
}

export function BasicInformation({ member }: { member: CurrentUser }) {
  const { t } = useTranslation('profile');
  const rows: Row[] = [
    { icon: MapPin, key: 'location', value: member.location },
    { icon: Globe2, key: 'heritage', value: member.heritage },
    { icon: Briefcase, key: 'profession', value: member.profession },
  ];

  return (
    <Card title={t('basic.title')} icon={UserRound}>
      <dl className="flex flex-col gap-3">
        {rows.map(({ icon: Icon, key, value }) => (
          <div key={key} className="flex items-center gap-3">
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{t(`basic.${key}`)}</dt>
            <dd className={value ? 'text-base' : 'text-base text-muted-foreground italic'} data-testid={`profile-${key}`}>
              {value || t(`basic.${key}Prompt`)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
