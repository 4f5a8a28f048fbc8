import * as Dialog from '@radix-ui/react-dialog';
import { MonitorSmartphone } from 'lucide-react';
import type { MemberSession, SecurityLogEntry } from '@sankofa/contracts';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { useSessions } from '../api/get-sessions.ts';
import { SessionsCard } from './sessions-card.tsx';
import { SecurityLogLine, eventTime } from './recent-activity.tsx';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

function SessionLine({ session }: { session: MemberSession }) {
  const { t } = useTranslation('security');
  const where = [session.device ?? t('activity.unknownDevice'), session.country].filter(Boolean).join(' · ');
  const status = session.current ? t('activity.thisDevice') : session.endedAt ? t('activity.ended', { time: eventTime(session.endedAt) }) : t('activity.active');
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-surface-muted px-3 py-2">
      <MonitorSmartphone className="size-4 text-primary-ink" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{where}</p>
        <p className="text-xs text-muted-foreground">{t('activity.signedIn', { time: eventTime(session.startedAt) })}</p>
      </div>
      <span className="text-xs font-semibold text-muted-foreground">{status}</span>
    </li>
  );
}

interface AccountActivityDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  logs: readonly SecurityLogEntry[];
}

/** Where the member is signed in (with Sign Out Everywhere) and her whole security log. */
export function AccountActivityDialog({ open, onOpenChange, logs }: AccountActivityDialogProps) {
  const { t } = useTranslation('security');
  const sessions = useSessions(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90vh] max-w-md flex-col gap-4 overflow-y-auto rounded-t-3xl border border-border bg-background px-5 pt-5 pb-8 shadow-2xl">
          <Dialog.Title className="font-display text-2xl font-bold">{t('actions.activity')}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{t('activity.description')}</Dialog.Description>
          <section aria-label={t('sessions.title')}>
            <h3 className="mb-2 text-sm font-semibold">{t('sessions.title')}</h3>
            {sessions.isPending ? (
              <p className="text-sm text-muted-foreground">{t('activity.loadingSessions')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {(sessions.data?.sessions ?? []).map((session) => (
                  <SessionLine key={session.sessionId} session={session} />
                ))}
              </ul>
            )}
          </section>
          <SessionsCard />
          <section aria-label={t('activity.log')}>
            <h3 className="mb-2 text-sm font-semibold">{t('activity.log')}</h3>
            {logs.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('recent.none')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {logs.map((entry) => (
                  <SecurityLogLine key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </section>
          <Dialog.Close className={secondaryButtonClass}>{t('close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
