import { Crown, Eye, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { primaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { BenefitList } from '../../../components/benefit-list.tsx';
import { Card } from '../../../components/card.tsx';

const features = [
  { title: 'International Matching', detail: 'Meet members across every diaspora hub' },
  { title: 'Priority Matching', detail: 'shown to verified users first' },
  { title: 'Unlimited Swipes', detail: 'Never run out of people to meet' },
];

function FeatureList() {
  return <BenefitList benefits={features} />;
}

export function PremiumPanel({ isPremium }: { isPremium: boolean }) {
  if (isPremium) {
    return (
      <Card
        title="Premium Features"
        icon={Crown}
        aside={<span className="rounded-full bg-kente-green/20 px-3 py-1 text-xs font-semibold text-kente-green">Active</span>}
      >
        <Link href="/profile-viewers" className="mb-3 flex items-center gap-2.5 font-medium text-primary-ink hover:underline">
          <Eye className="size-4" aria-hidden />
          See Who Viewed You
        </Link>
        <Link href="/passed-profiles" className="mb-3 flex items-center gap-2.5 font-medium text-primary-ink hover:underline">
          <RotateCcw className="size-4" aria-hidden />
          Revisit Passed Profiles
        </Link>
        <FeatureList />
      </Card>
    );
  }
  return (
    <Card
      title="Premium Features"
      icon={Crown}
      className="border-primary/40 bg-linear-to-br from-primary/15 to-surface"
      aside={
        <Link href="/subscribe" className={smallButtonClass}>
          Upgrade
        </Link>
      }
    >
      <FeatureList />
      <Link href="/subscribe" className={`mt-4 ${primaryButtonClass}`}>
        Start Premium - $15/month
      </Link>
    </Card>
  );
}
