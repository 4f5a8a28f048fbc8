import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAskToVerify } from '../api/ask-to-verify.ts';

/** Asks a match to verify with a video selfie; the server allows it once a week per pair and says so. */
export function AskToVerifyButton({ memberId, name }: { memberId: string; name: string }) {
  const { t } = useTranslation('verification');
  const ask = useAskToVerify();
  const onAsk = () =>
    ask.mutate(memberId, {
      onSuccess: () => toast({ title: t('selfie.asked'), description: t('selfie.askedDescription') }),
      onError: (error) => toast({ title: t('error'), description: serverMessageOf(error) ?? t('failed'), variant: 'destructive' }),
    });
  return (
    <button type="button" className={secondaryButtonClass} disabled={ask.isPending || ask.isSuccess} onClick={onAsk} aria-label={`${t('selfie.ask')}: ${name}`}>
      <BadgeCheck className="size-4" aria-hidden />
      {ask.isSuccess ? t('selfie.asked') : t('selfie.ask')}
    </button>
  );
}
