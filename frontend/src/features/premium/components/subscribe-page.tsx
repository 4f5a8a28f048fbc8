import { Crown, Info, Lock, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { BenefitList } from '../../../components/benefit-list.tsx';
import { Card } from '../../../components/card.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { toast } from '../../../lib/toast.ts';
import { useActivatePremium } from '../api/activate-premium.ts';
import { useSubscriptionSetup } from '../api/create-subscription.ts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';

/** Spec, section 9: after activation the member is taken to their profile after 1.5 seconds. */
export const REDIRECT_AFTER_ACTIVATION_MS = 1500;

const benefits = ['international', 'viewers', 'priority', 'revisit'] as const;

function UnableToLoad() {
  const { t } = useTranslation('premium');
  return (
    <Card title={t('unableTitle')} icon={TriangleAlert} className="border-kente-red/40">
      <p className="mb-4 text-sm text-muted-foreground">{t('unableText')}</p>
      <button type="button" className={secondaryButtonClass} onClick={() => window.location.reload()}>
        {t('retry')}
      </button>
    </Card>
  );
}

function Pitch() {
  const { t } = useTranslation('premium');
  return (
    <Card title={t('goPremium')} icon={Crown} className="border-primary/40 bg-linear-to-br from-primary/15 to-surface">
      <p className="mb-4">
        <span className="text-3xl font-bold">{formatPrice(15)}</span>
        <span className="text-muted-foreground">{t('perMonth')}</span>
      </p>
      <BenefitList benefits={benefits.map((benefit) => ({ title: t(`benefits.${benefit}.title`), detail: t(`benefits.${benefit}.detail`) }))} />
    </Card>
  );
}

function ActivateDemo() {
  const { t } = useTranslation('premium');
  const [, navigate] = useLocation();
  const activation = useActivatePremium();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);
  const activate = () =>
    activation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('activated'), description: t('activatedDescription') });
        redirect.current = setTimeout(() => navigate(paths.profile.href), REDIRECT_AFTER_ACTIVATION_MS);
      },
      onError: () => toast({ title: t('error'), description: t('activateFailed'), variant: 'destructive' }),
    });
  return (
    <>
      <section role="note" className="flex items-start gap-2.5 rounded-2xl border border-primary/40 bg-primary/10 p-4">
        <Info className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('demoActive')}</h2>
          <p className="text-sm text-muted-foreground">{t('demoText')}</p>
        </div>
      </section>
      <button type="button" className={primaryButtonClass} disabled={activation.isPending || activation.isSuccess} onClick={activate}>
        {activation.isPending ? t('activating') : t('activate', { price: formatPrice(15) })}
      </button>
    </>
  );
}

/** /subscribe: loading, then the pitch with Demo Mode's activation, or the unable-to-load card. */
export function SubscribePage() {
  const { t } = useTranslation('premium');
  const setup = useSubscriptionSetup();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    if (setup.isError) {
      announced.current = true;
      toast({ title: i18n.t('premium:error'), description: i18n.t('premium:setupFailed'), variant: 'destructive' });
    } else if (setup.data?.demo) {
      announced.current = true;
      toast({ title: i18n.t('premium:demoActive'), description: i18n.t('premium:demoToast') });
    }
  }, [setup.isError, setup.data]);

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {setup.isPending ? (
          <p className="py-16 text-center text-muted-foreground" role="status">
            {t('settingUp')}
          </p>
        ) : setup.isError || !setup.data.clientSecret ? (
          <UnableToLoad />
        ) : (
          <>
            <Pitch />
            {setup.data.demo ? (
              <ActivateDemo />
            ) : (
              <p className="text-center text-sm text-muted-foreground" role="status">
                {t('startsOnPayment')}
              </p>
            )}
            <p className="text-center text-sm text-muted-foreground">{t('cancelAnytime')}</p>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3.5" aria-hidden />
              {t('secure')}
            </p>
          </>
        )}
      </div>
    </>
  );
}
