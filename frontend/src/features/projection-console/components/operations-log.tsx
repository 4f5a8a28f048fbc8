import type { ProjectionOperationView } from '@sankofa/contracts';
import { operationText } from './console-view.ts';

/** The latest operations of every projector, newest first: who asked for what, and how it ended. */
export function OperationsLog({ operations }: { operations: ProjectionOperationView[] }) {
  if (operations.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label="Recent operations">
      <h2 className="text-sm font-semibold">Recent operations</h2>
      <ul className="flex flex-col gap-1 text-xs">
        {operations.map((operation) => (
          <li key={operation.id} className="rounded-2xl border border-border bg-surface px-3 py-2">
            <span className="font-semibold">{operation.projector}</span> · {operation.kind} by {operation.requestedBy} at {new Date(operation.requestedAt).toLocaleTimeString()} ·{' '}
            {operationText(operation)}
            {operation.reason && <span className="text-muted-foreground"> · why: {operation.reason}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
