import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import type { AnalyticsFunnel } from '@sankofa/contracts';
import { percent } from '../format.ts';

const COLORS = ['var(--primary)', 'var(--kente-green)', 'var(--kente-red)'];

/** Signup → first match → first message, for the members who signed up in the range. */
export function FunnelChart({ funnel }: { funnel: AnalyticsFunnel }) {
  const steps = [
    { step: 'Signed up', members: funnel.signedUp, label: `${funnel.signedUp}` },
    { step: 'First match', members: funnel.matched, label: `${funnel.matched} (${percent(funnel.matchConversion)})` },
    { step: 'First message', members: funnel.messaged, label: `${funnel.messaged} (${percent(funnel.messageConversion)})` },
  ];
  return (
    <section aria-label="Funnel" className="rounded-2xl border border-border bg-surface p-3">
      <h2 className="mb-2 text-sm font-semibold">Funnel</h2>
      <div className="h-36 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={steps} layout="vertical" margin={{ top: 0, right: 72, bottom: 0, left: 0 }}>
            <XAxis type="number" hide domain={[0, Math.max(1, funnel.signedUp)]} />
            <YAxis type="category" dataKey="step" width={96} tick={{ fontSize: 12, fill: 'var(--foreground)' }} axisLine={false} tickLine={false} />
            <Bar dataKey="members" isAnimationActive={false} radius={[0, 6, 6, 0]}>
              {steps.map((step, index) => (
                <Cell key={step.step} fill={COLORS[index]} />
              ))}
              <LabelList dataKey="label" position="right" style={{ fontSize: 12, fill: 'var(--foreground)' }} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <dl className="mt-1 grid grid-cols-2 gap-2 text-xs text-muted-foreground">
        <div>
          <dt>Signup → match</dt>
          <dd className="text-base font-semibold text-foreground">{percent(funnel.matchConversion)}</dd>
        </div>
        <div>
          <dt>Match → message</dt>
          <dd className="text-base font-semibold text-foreground">{percent(funnel.messageConversion)}</dd>
        </div>
      </dl>
    </section>
  );
}
