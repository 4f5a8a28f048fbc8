import { Crown } from 'lucide-react';
import { Link } from 'wouter';

/** Shown to members without Premium; the recorder stays usable, the server decides on saving. */
export function PremiumNotice({ feature }: { feature: string }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-primary/40 bg-primary/10 p-4">
      <Crown className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{feature} bios are a Premium feature</p>
        <p className="mt-1 text-muted-foreground">Upgrade to Premium to add one to your profile.</p>
        <Link href="/subscribe" className="mt-2 inline-block font-semibold text-primary-ink underline-offset-4 hover:underline">
          Upgrade to Premium
        </Link>
      </div>
    </div>
  );
}
