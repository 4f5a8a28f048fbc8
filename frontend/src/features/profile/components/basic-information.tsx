import { Briefcase, Globe2, MapPin, UserRound, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/card.tsx';
import type { CurrentUser } from '../../../lib/member.ts';

interface Row {
  icon: LucideIcon;
  label: string;
  value: string | null;
  prompt: string;
}

export function BasicInformation({ member }: { member: CurrentUser }) {
  const rows: Row[] = [
    { icon: MapPin, label: 'Location', value: member.location, prompt: 'Add your location' },
    { icon: Globe2, label: 'Heritage', value: member.heritage, prompt: 'Add your heritage' },
    { icon: Briefcase, label: 'Profession', value: member.profession, prompt: 'Add your profession' },
  ];

  return (
    <Card title="Basic Information" icon={UserRound}>
      <dl className="flex flex-col gap-3">
        {rows.map(({ icon: Icon, label, value, prompt }) => (
          <div key={label} className="flex items-center gap-3">
            <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
            <dt className="sr-only">{label}</dt>
            <dd className={value ? 'text-base' : 'text-base text-muted-foreground italic'} data-testid={`profile-${label.toLowerCase()}`}>
              {value || prompt}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
