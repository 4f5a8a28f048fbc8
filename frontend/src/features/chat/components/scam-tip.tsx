import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReportScam } from '../api/report-scam.ts';

/** Under a message that asks for money or to move off Sankofa, early in a match: what scammers do, and a one-tap report. */
export function ScamTip({ senderId }: { senderId: string }) {
  const { t } = useTranslation('chat');
  const report = useReportScam();
  return (
    <div role="note" className="mt-2 rounded-2xl border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm">
      <p className="flex items-start gap-2">
        <ShieldAlert className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
        <span>{t('scamTip.text')}</span>
      </p>
      {report.isSuccess ? (
        <p className="mt-1 text-xs font-semibold text-muted-foreground" role="status">
          {t('scamTip.reported')}
        </p>
      ) : (
        <button
          type="button"
          className="mt-1 text-xs font-semibold text-red-500 hover:underline disabled:opacity-50"
          disabled={report.isPending}
          onClick={() => report.mutate(senderId)}
        >
          {t('scamTip.report')}
        </button>
      )}
      {report.isError && (
        <p className="mt-1 text-xs text-red-500" role="alert">
          {t('scamTip.failed')}
        </p>
      )}
    </div>
  );
}
