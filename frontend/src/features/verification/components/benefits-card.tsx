import { Sparkles } from 'lucide-react';
import { Card } from '../../../components/card.tsx';

const BENEFITS = ['Higher visibility in discovery', 'More match opportunities', 'Verified badge on profile', 'Priority customer support'];

export function BenefitsCard() {
  return (
    <Card title="Verification Benefits" icon={Sparkles}>
      <ul className="flex flex-col gap-1.5 text-sm">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden />
            {benefit}
          </li>
        ))}
      </ul>
    </Card>
  );
}
