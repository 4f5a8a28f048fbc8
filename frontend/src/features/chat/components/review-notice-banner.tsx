import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReviewNotice } from '../api/get-review-notice.ts';

/** Above a conversation with an account the scam defences hold for review. */
export function ReviewNoticeBanner({ matchId }: { matchId: string }) {
  const { t } = useTranslation('chat');
  const { data } = useReviewNotice(matchId);
  if (!data?.underReview) return null;
  return (
    <p role="alert" className="flex items-start gap-2 border-b border-amber-500/50 bg-amber-500/10 px-4 py-2 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden />
      {t('reviewNotice')}
    </p>
  );
}
