import { BadgeCheck, MapPin } from 'lucide-react';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { PublicMember } from '../../../lib/member.ts';
import { useTranslation } from 'react-i18next';

export function PersonResultCard({ person }: { person: PublicMember }) {
  const { t } = useTranslation('location-discovery');
  return (
    <article className="flex gap-4 rounded-3xl border border-border bg-surface p-4">
      <MemberAvatar member={person} className="size-16 rounded-2xl text-xl" />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-center gap-1.5 font-semibold">
          <span className="truncate">{person.firstName || person.name}</span>
          {person.isVerified && <BadgeCheck className="size-4 shrink-0 text-sky-400" aria-label={t('verified')} />}
        </h3>
        <p className="truncate text-sm text-muted-foreground">
          {person.age}
          {person.profession && ` • ${person.profession}`}
        </p>
        <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {person.location}
        </p>
        <div className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-primary-ink">{person.heritage}</span>
          {person.ethnicGroup && <span className="rounded-full bg-kente-green/15 px-2.5 py-0.5 text-kente-green">{person.ethnicGroup}</span>}
        </div>
      </div>
    </article>
  );
}
