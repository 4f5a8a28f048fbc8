import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import type { PresenceView } from '@sankofa/contracts';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { PresenceLabel } from '../../../components/presence-label.tsx';
import type { PublicMember } from '../../../lib/member.ts';
import { paths } from '../../../lib/paths.ts';
import { MatchProfileDialog } from './match-profile-dialog.tsx';
import { TranslationSettingsDialog } from './translation-settings-dialog.tsx';
import { useTranslation } from 'react-i18next';

interface ChatHeaderProps {
  member: PublicMember;
  presence: PresenceView | null;
  typing: boolean;
  /** Shown in the match's profile (see MatchProfileDialog). */
  profileActions?: ReactNode;
}

/** The other member, with 'typing…' while they type, else their presence (nothing when hidden). */
export function ChatHeader({ member, presence, typing, profileActions }: ChatHeaderProps) {
  const { t } = useTranslation('chat');
  return (
    <header className="shrink-0 border-b border-border bg-background/95 backdrop-blur">
      <div className="kente-stripe h-1" aria-hidden />
      <div className="flex h-16 items-center gap-3 px-4">
        <Link href={paths.matches.href} aria-label={t('common:back')} className={`-ml-2 ${iconButtonClass}`}>
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <MatchProfileDialog member={member} presence={presence} actions={profileActions}>
          <MemberAvatar member={member} className="size-10" />
        </MatchProfileDialog>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-semibold">{member.firstName || member.name}</h1>
          {typing ? (
            <p className="text-xs text-primary-ink italic" role="status">
              {t('typing')}
            </p>
          ) : (
            <PresenceLabel presence={presence} />
          )}
        </div>
        <TranslationSettingsDialog />
      </div>
    </header>
  );
}
