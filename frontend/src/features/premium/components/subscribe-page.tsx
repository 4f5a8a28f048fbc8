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

/** Spec, section 9: after activation the member is taken to their profile after 1.5 seconds. */
export const REDIRECT_AFTER_ACTIVATION_MS = 1500;

const benefits = [
  { title: 'International Matching', detail: 'Connect with members across the diaspora, beyond your distance limit' },
  { title: 'See Who Viewed You', detail: 'Know who checked out your profile' },
  { title: 'Priority Matching', detail: 'Verified members shown to you first' },
  { title: 'Revisit Passed Profiles', detail: 'Take a second look at people you passed' },
];

function UnableToLoad() {
  return (
    <Card title="Unable to load payment form" icon={TriangleAlert} className="border-kente-red/40">
      <p className="mb-4 text-sm text-muted-foreground">There was an issue setting up your subscription. Please try again.</p>
      <button type="button" className={secondaryButtonClass} onClick={() => window.location.reload()}>
        Retry
      </button>
    </Card>
  );
}

function Pitch() {
  return (
    <Card title="Go Premium" icon={Crown} className="border-primary/40 bg-linear-to-br from-primary/15 to-surface">
      <p className="mb-4">
        <span className="text-3xl font-bold">$15</span>
        <span className="text-muted-foreground">/month</span>
      </p>
      <BenefitList benefits={benefits} />
    </Card>
  );
}

function ActivateDemo() {
  const [, navigate] = useLocation();
  const activation = useActivatePremium();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(redirect.current ?? undefined), []);
  const activate = () =>
    activation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Premium Activated!', description: 'Welcome to Sankofa Premium! All features are now unlocked.' });
        redirect.current = setTimeout(() => navigate('/profile'), REDIRECT_AFTER_ACTIVATION_MS);
      },
      onError: () => toast({ title: 'Error', description: 'Failed to activate premium. Please try again.', variant: 'destructive' }),
    });
  return (
    <>
      <section role="note" className="flex items-start gap-2.5 rounded-2xl border border-primary/40 bg-primary/10 p-4">
        <Info className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden />
        <div>
          <h2 className="font-semibold">Demo Mode Active</h2>
          <p className="text-sm text-muted-foreground">No card is needed: premium is activated instantly for demo purposes.</p>
        </div>
      </section>
      <button type="button" className={primaryButtonClass} disabled={activation.isPending || activation.isSuccess} onClick={activate}>
        {activation.isPending ? 'Activating Premium...' : 'Activate Premium (Demo) - $15/month'}
      </button>
    </>
  );
}

/** /subscribe: loading, then the pitch with Demo Mode's activation, or the unable-to-load card. */
export function SubscribePage() {
  const setup = useSubscriptionSetup();
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    if (setup.isError) {
      announced.current = true;
      toast({ title: 'Error', description: 'Issues setting up your subscription. Please try again.', variant: 'destructive' });
    } else if (setup.data?.demo) {
      announced.current = true;
      toast({ title: 'Demo Mode Active', description: 'Premium features activated for demo purposes' });
    }
  }, [setup.isError, setup.data]);

  return (
    <>
      <PageHeader title="Sankofa Premium" backTo="/profile" />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {setup.isPending ? (
          <p className="py-16 text-center text-muted-foreground" role="status">
            Setting up your premium subscription...
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
                Premium starts as soon as your payment is confirmed.
              </p>
            )}
            <p className="text-center text-sm text-muted-foreground">Cancel anytime. No long-term commitment.</p>
            <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3.5" aria-hidden />
              Secure payments powered by Stripe
            </p>
          </>
        )}
      </div>
    </>
  );
}
