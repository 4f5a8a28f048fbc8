import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useReportMessage } from '../api/report-message.ts';
import type { ChatMessage } from '../api/get-messages.ts';

/** Answered prompts stay answered on this device: 'No' is not asked again. */
const answeredKey = (messageId: string) => `sankofa.bothered.${messageId}`;
const wasAnswered = (messageId: string) => localStorage.getItem(answeredKey(messageId)) !== null;

/** Under a received message the detector flagged (issue 23): one tap reports its sender with the message attached. */
export function DoesThisBotherYou({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const [answered, setAnswered] = useState(() => wasAnswered(message.id));
  const report = useReportMessage();
  if (answered) return null;

  const answer = (value: 'reported' | 'no') => {
    localStorage.setItem(answeredKey(message.id), value);
    setAnswered(true);
  };
  const reportIt = () =>
    report.mutate(
      { senderId: message.senderId, messageId: message.id },
      {
        onSuccess: () => {
          answer('reported');
          toast({ title: t('bother.reported'), description: t('bother.reportedDescription') });
        },
        onError: () => toast({ title: t('error'), description: t('bother.failed'), variant: 'destructive' }),
      },
    );

  return (
    <div role="group" aria-label={t('bother.question')} className="mt-1 rounded-2xl border border-border bg-surface px-3 py-2 text-sm">
      <p className="font-medium">{t('bother.question')}</p>
      <div className="mt-1 flex gap-2">
        <button type="button" onClick={reportIt} disabled={report.isPending} className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          {t('bother.yes')}
        </button>
        <button type="button" onClick={() => answer('no')} className="rounded-full border border-border px-3 py-1 text-xs font-semibold">
          {t('bother.no')}
        </button>
      </div>
    </div>
  );
}
