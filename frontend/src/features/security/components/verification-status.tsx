import clsx from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import type { EarnedBadge } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';

const TYPES: ReadonlyArray<{ type: EarnedBadge['verificationType']; label: string }> = [
  { type: 'id', label: 'ID Verified' },
  { type: 'phone', label: 'Phone' },
  { type: 'email', label: 'Email' },
  { type: 'social', label: 'Social Media' },
  { type: 'video', label: 'Video Selfie' },
  { type: 'biometric', label: 'Biometric' },
];

/** The six verification types, each highlighted when the member holds its active badge. */
export function VerificationStatus({ badges }: { badges: readonly EarnedBadge[] }) {
  const active = new Set(badges.filter((badge) => badge.isActive).map((badge) => badge.verificationType));
  return (
    <Card title="Verification Status">
      <ul className="grid grid-cols-2 gap-2">
        {TYPES.map(({ type, label }) => {
          const verified = active.has(type);
          const Icon = verified ? CheckCircle2 : Circle;
          return (
            <li
              key={type}
              data-verified={verified}
              className={clsx('flex items-center gap-2 rounded-2xl border px-3 py-2 text-sm', verified ? 'border-kente-green/50 bg-kente-green/15 font-semibold' : 'border-border text-muted-foreground')}
            >
              <Icon className={clsx('size-4', verified && 'text-kente-green')} aria-hidden />
              {label}
              <span className="sr-only">{verified ? '(verified)' : '(not verified)'}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
