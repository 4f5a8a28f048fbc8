import { useState } from 'react';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useDownloadTimeTravelTable } from '../api/download-table.ts';
import { useTimeTravelTablePage } from '../api/table-page.ts';

/** One built table, a page at a time, with its whole content as a CSV download. */
export function TableBrowser({ buildId, projector, table }: { buildId: string; projector: string; table: string }) {
  const [page, setPage] = useState(1);
  const { data, isError } = useTimeTravelTablePage(buildId, table, page);
  const download = useDownloadTimeTravelTable();
  if (isError) return <PlaceholderNote>The table could not be loaded.</PlaceholderNote>;
  if (!data) return <PlaceholderNote>Loading rows...</PlaceholderNote>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2 text-sm">
        <button type="button" className={smallButtonClass} disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
        <span aria-live="polite">Page {page} of {pages} ({data.total} rows)</span>
        <button type="button" className={smallButtonClass} disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
        <button type="button" className={`${smallButtonClass} ml-auto`} disabled={download.isPending} onClick={() => download.mutate({ buildId, table, fileName: `${projector}-${table}.csv` })}>
          Download CSV
        </button>
      </div>
      <div className="overflow-x-auto rounded-2xl border border-border">
        <table className="w-full text-left text-xs" aria-label={table}>
          <thead className="bg-surface-muted">
            <tr>{data.columns.map((column) => <th key={column} className="px-2 py-1 font-semibold">{column}</th>)}</tr>
          </thead>
          <tbody>
            {data.rows.map((row, index) => (
              <tr key={index} className="border-t border-border">
                {row.map((cell, column) => <td key={column} className="max-w-64 truncate px-2 py-1" title={cell ?? 'NULL'}>{cell ?? <span className="text-muted-foreground">NULL</span>}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
