import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Flag, HeartOff, MoreVertical } from 'lucide-react';
import { useState } from 'react';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useBlockMember } from '../api/block-member.ts';
import type { MemberMatch } from '../api/get-matches.ts';
import { useUnmatch } from '../api/unmatch.ts';
import { ReportDialog } from './report-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/i18n.ts';

const itemClass =
  'flex h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-base outline-none select-none data-highlighted:bg-surface-muted';

const toastFailure = (error: unknown) =>
  toast({ title: i18n.t('matches:error'), description: serverMessageOf(error) ?? i18n.t('matches:somethingWrong'), variant: 'destructive' });

/** Unmatch, block or report the member of one match. */
export function MatchActionsMenu({ match }: { match: MemberMatch }) {
  const { t } = useTranslation('matches');
  const unmatch = useUnmatch();
  const block = useBlockMember();
  const [reporting, setReporting] = useState(false);
  const name = match.user.firstName || match.user.name;

  const onUnmatch = () =>
    unmatch.mutate(match.id, {
      onSuccess: () => toast({ title: t('unmatched'), description: t('unmatchedDescription', { name }) }),
      onError: toastFailure,
    });
  const onBlock = () =>
    block.mutate(match.user.id, {
      onSuccess: () => toast({ title: t('blocked'), description: t('blockedDescription', { name }) }),
      onError: toastFailure,
    });

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger aria-label={t('moreOptions', { name })} className={`-mt-1 -mr-2 ${iconButtonClass}`}>
          <MoreVertical className="size-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-30 min-w-48 rounded-2xl border border-border bg-surface p-1.5 shadow-xl shadow-black/40"
          >
            <DropdownMenu.Item className={itemClass} onSelect={onUnmatch}>
              <HeartOff className="size-4" aria-hidden />
              {t('unmatch')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${itemClass} text-kente-red`} onSelect={onBlock}>
              <Ban className="size-4" aria-hidden />
              {t('block')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setReporting(true)}>
              <Flag className="size-4" aria-hidden />
              {t('report')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ReportDialog member={match.user} open={reporting} onOpenChange={setReporting} />
    </>
  );
}
