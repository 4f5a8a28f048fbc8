import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { PublicMember } from '../../../lib/member.ts';
import { TranslationSettingsDialog } from './translation-settings-dialog.tsx';

export function ChatHeader({ member }: { member: PublicMember }) {
  return (
    <header className="shrink-0 border-b border-border bg-background/95 backdrop-blur">
      <div className="kente-stripe h-1" aria-hidden />
      <div className="flex h-16 items-center gap-3 px-4">
        <Link href="/matches" aria-label="Back" className={`-ml-2 ${iconButtonClass}`}>
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
        <MemberAvatar member={member} className="size-10" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-tight font-semibold">{member.firstName || member.name}</h1>
          <p className="flex items-center gap-1.5 text-xs text-kente-green">
            <span className="size-2 rounded-full bg-kente-green" aria-hidden />
            Online now
          </p>
        </div>
        <TranslationSettingsDialog />
      </div>
    </header>
  );
}
