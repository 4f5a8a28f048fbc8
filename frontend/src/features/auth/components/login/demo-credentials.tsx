import { Sparkles } from 'lucide-react';
import { smallButtonClass } from '../../../../components/button-classes.ts';

export const demoCredentials = { email: 'demo@sankofa.app', password: 'sankofa-demo' };

export function DemoCredentials({ onLoad }: { onLoad(): void }) {
  return (
    <section aria-labelledby="demo-credentials-title" className="rounded-3xl border border-primary/40 bg-primary/10 p-4">
      <h2 id="demo-credentials-title" className="flex items-center gap-2 font-semibold text-primary-ink">
        <Sparkles className="size-4" aria-hidden />
        Demo Credentials
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="font-mono">{demoCredentials.email}</dd>
        <dt className="text-muted-foreground">Password</dt>
        <dd className="font-mono">{demoCredentials.password}</dd>
      </dl>
      <button type="button" onClick={onLoad} className={`mt-3 ${smallButtonClass}`}>
        Load Demo Credentials
      </button>
    </section>
  );
}
