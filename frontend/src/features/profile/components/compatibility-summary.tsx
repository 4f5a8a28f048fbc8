import { HeartHandshake, SlidersHorizontal } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '../../../components/card.tsx';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { usePreferences, type Preferences } from '../../../lib/preferences/get-preferences.ts';

const humanize = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', ' ');

function summaryOf(preferences: Preferences) {
  const [firstValue] = preferences.preferredCulturalValues;
  return [
    { label: 'Age Range', value: `${preferences.ageMin}-${preferences.ageMax}` },
    { label: 'Distance', value: `${preferences.maxDistance} km` },
    { label: 'Heritage Match', value: preferences.preferredHeritages.length > 0 ? 'Active' : 'Any' },
    { label: 'Values', value: firstValue ? humanize(firstValue) : 'Any' },
  ];
}

export function CompatibilitySummary() {
  const { data: preferences, isPending, isError } = usePreferences();

  return (
    <Card title="Cultural Compatibility" icon={HeartHandshake}>
      {isPending && <p className="text-sm text-muted-foreground">Loading your filters...</p>}
      {isError && <p className="text-sm text-muted-foreground">Your filters could not be loaded.</p>}
      {preferences && (
        <dl className="grid grid-cols-2 gap-2.5" data-testid="compatibility-summary">
          {summaryOf(preferences).map(({ label, value }) => (
            <div key={label} className="rounded-2xl bg-surface-muted px-3.5 py-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="mt-0.5 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Link href="/filters" className={`mt-4 ${secondaryButtonClass}`}>
        <SlidersHorizontal className="size-4" aria-hidden />
        Edit Filters
      </Link>
    </Card>
  );
}
