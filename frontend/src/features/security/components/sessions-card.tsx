import { MonitorSmartphone } from 'lucide-react';
import { navigate } from 'wouter/use-browser-location';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { useTranslation } from 'react-i18next';

/** Ends every session on every device, this one included: for a lost phone or a shared computer. */
export function SessionsCard() {
  const { t } = useTranslation('security');
  const signOut = useSignOutEverywhere();

  const signOutEverywhere = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('sessions.signedOut'), description: t('sessions.signedOutDescription') });
        navigate(paths.login.href);
      },
      onError: (error) => toast({ title: t('sessions.failed'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
    });

  return (
    <Card title={t('sessions.title')} icon={MonitorSmartphone}>
      <p className="mb-4 text-sm text-muted-foreground">{t('sessions.text')}</p>
      <button type="button" onClick={signOutEverywhere} disabled={signOut.isPending} className={secondaryButtonClass}>
        {signOut.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
      </button>
    </Card>
  );
}
