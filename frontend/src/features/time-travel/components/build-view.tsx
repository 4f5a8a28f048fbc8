import { useState } from 'react';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useTimeTravelBuild } from '../api/build.ts';
import { TableBrowser } from './table-browser.tsx';

/** The build's progress, then its tables: one chosen at a time. */
export function BuildView({ buildId }: { buildId: string }) {
  const { data: build, isError } = useTimeTravelBuild(buildId);
  const [table, setTable] = useState<string | null>(null);
  if (isError) return <PlaceholderNote>The build could not be loaded.</PlaceholderNote>;
  if (!build) return <PlaceholderNote>Starting...</PlaceholderNote>;
  const asOf = build.asOf ?? 'now';
  if (build.status === 'building') {
    return (
      <p className="break-all px-4 text-sm" role="status">
        Building {build.projector} as of {asOf}: {build.events} events applied{build.position ? `, position ${build.position}` : ''}
      </p>
    );
  }
  if (build.status === 'failed') return <p className="px-4 text-sm text-kente-red" role="alert">The build failed: {build.error}</p>;
  if (build.replaced) return <PlaceholderNote>A newer build of {build.projector} has replaced this one.</PlaceholderNote>;
  const chosen = table ?? build.tables[0]?.table ?? null;
  return (
    <section className="flex flex-col gap-3 px-4 pb-6" aria-label="Build result">
      <p className="break-all text-sm" role="status">
        {build.projector} as of {asOf}: {build.events} events applied, last position {build.position ?? 'none'}
      </p>
      <div className="flex flex-wrap gap-2" role="tablist" aria-label="Tables">
        {build.tables.map(({ table: name, rows }) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === chosen}
            className={`rounded-full border px-3 py-1 text-sm ${name === chosen ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface'}`}
            onClick={() => setTable(name)}
          >
            {name} ({rows})
          </button>
        ))}
      </div>
      {chosen ? <TableBrowser key={chosen} buildId={build.id} projector={build.projector} table={chosen} /> : <PlaceholderNote>This read model has no tables.</PlaceholderNote>}
    </section>
  );
}
