import type { RetentionCohort } from '@sankofa/contracts';
import { heat, percent, shortDay } from '../format.ts';

/** Signup weeks down, weeks since signup across, each cell the share of the cohort active that week. */
export function CohortTable({ cohorts }: { cohorts: RetentionCohort[] }) {
  const weeks = Math.max(0, ...cohorts.map((cohort) => cohort.retention.length));
  return (
    <section aria-label="Weekly retention" className="rounded-2xl border border-border bg-surface p-3">
      <h2 className="mb-2 text-sm font-semibold">Weekly retention</h2>
      {cohorts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one signed up in this range.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-0.5 text-xs">
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="px-1 text-left font-medium">Signup week</th>
                <th scope="col" className="px-1 text-right font-medium">Members</th>
                {Array.from({ length: weeks }, (_, week) => (
                  <th key={week} scope="col" className="px-1 text-center font-medium">W{week}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cohorts.map((cohort) => (
                <tr key={cohort.week}>
                  <th scope="row" className="whitespace-nowrap px-1 text-left font-medium">{shortDay(cohort.week)}</th>
                  <td className="px-1 text-right tabular-nums">{cohort.members}</td>
                  {cohort.retention.map((share, week) => (
                    <td key={week} className="rounded px-1 py-1 text-center tabular-nums" style={{ background: heat(share) }}>
                      {percent(share)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
