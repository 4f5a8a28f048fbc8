import { Check } from 'lucide-react';

export interface Benefit {
  title: string;
  detail: string;
}

/** What premium brings, one checked line each: the premium panel and the Subscribe pitch show the same list style. */
export function BenefitList({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <ul className="flex flex-col gap-2.5">
      {benefits.map(({ title, detail }) => (
        <li key={title} className="flex items-start gap-2.5">
          <Check className="mt-0.5 size-4 shrink-0 text-kente-green" aria-hidden />
          <span>
            <span className="block font-medium">{title}</span>
            <span className="block text-sm text-muted-foreground">{detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
