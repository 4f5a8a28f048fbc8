import { BadgeCheck, Briefcase, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { PresenceLabel } from '../../../components/presence-label.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import type { MemberMatch } from '../api/get-matches.ts';
import { LastMessage } from './last-message.tsx';
import { MatchActionsMenu } from './match-actions-menu.tsx';
import { useTranslation } from 'react-i18next';

export function MatchCard({ match }: { match: MemberMatch }) {
  const { t } = useTranslation('matches');
  const { user } = match;
  const name = user.firstName || user.name;
  const { data: me } = useCurrentUser();

  return (
    <article aria-label={name} className="flex gap-4 rounded-3xl border border-border bg-surface p-4">
      <MemberAvatar member={user} className="size-20 rounded-2xl text-2xl" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <h3 className="min-w-0 flex-1 truncate text-lg font-semibold">
            {name}, {user.age}
            {user.isVerified && <BadgeCheck className="ml-1 inline size-4 align-[-2px] text-sky-400" aria-label={t('verified')} />}
          </h3>
          <MatchActionsMenu match={match} />
        </div>
        <PresenceLabel presence={match.presence} />
        <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {user.location}
        </p>
        {user.profession && (
          <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
            <Briefcase className="size-3.5 shrink-0" aria-hidden />
            {user.profession}
          </p>
        )}
        <LastMessage match={match} meId={me?.id} />
        <div className="mt-2 flex items-center justify-between gap-2">
          <span className="truncate rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary-ink">{user.heritage}</span>
          <Link
            href={paths.chat.href(match.id)}
            aria-label={t('chatWith', { name })}
            className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-primary px-4 text-sm font-semibold text-primary-foreground"
          >
            <MessageCircle className="size-4" aria-hidden />
            {t('chat')}
          </Link>
        </div>
      </div>
    </article>
  );
}
