import * as Dialog from '@radix-ui/react-dialog';
import { Briefcase, Languages, MapPin, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PresenceView } from '@sankofa/contracts';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { PresenceLabel } from '../../../components/presence-label.tsx';
import type { PublicMember } from '../../../lib/member.ts';
import { useTranslation } from 'react-i18next';

interface MatchProfileDialogProps {
  member: PublicMember;
  presence: PresenceView | null;
  /** What opens it: the header's photo. */
  children: ReactNode;
  /** What other features offer about the match (composed in app/: asking them to verify). */
  actions?: ReactNode;
}

/** The match's profile, opened from the chat header, with their presence as the header shows it. */
export function MatchProfileDialog({ member, presence, children, actions }: MatchProfileDialogProps) {
  const { t } = useTranslation('chat');
  const name = member.firstName || member.name;
  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={t('viewProfile', { name })} className="shrink-0 rounded-full">
        {children}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[85dvh] max-w-md overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <div className="mb-4 flex items-start gap-3">
            <MemberAvatar member={member} className="size-16 text-xl" />
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-2xl font-bold">
                {name}, {member.age}
              </Dialog.Title>
              <PresenceLabel presence={presence} />
            </div>
            <Dialog.Close aria-label={t('close')} className={iconButtonClass}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{name}&apos;s profile</Dialog.Description>
          <ul className="flex flex-col gap-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {member.location}
            </li>
            {member.profession && (
              <li className="flex items-center gap-2">
                <Briefcase className="size-4 shrink-0" aria-hidden />
                {member.profession}
              </li>
            )}
            {member.languages.length > 0 && (
              <li className="flex items-center gap-2">
                <Languages className="size-4 shrink-0" aria-hidden />
                {member.languages.join(', ')}
              </li>
            )}
          </ul>
          <p className="mt-3">
            <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary-ink">{member.heritage}</span>
          </p>
          {member.bio && <p className="mt-4 whitespace-pre-wrap">{member.bio}</p>}
          {actions && <div className="mt-5">{actions}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
