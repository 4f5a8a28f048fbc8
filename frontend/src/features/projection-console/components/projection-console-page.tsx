import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useProjections } from '../api/get-projections.ts';
import { projectorCards } from './console-view.ts';
import { OperationsLog } from './operations-log.tsx';
import { ProjectorCardView } from './projector-card.tsx';
import { AdminOnlyScreen } from './admin-only-screen.tsx';
import { paths } from '../../../lib/paths.ts';

/** /admin/projections: every projector's build, lag, state and lease, live; rebuild, retry and skip. */
export function ProjectionConsolePage() {
  return (
    <AdminOnlyScreen>
      <PageHeader title="Projection Console" backTo={paths.admin.home.href} />
      <Console />
    </AdminOnlyScreen>
  );
}

function Console() {
  const { data, isPending, isError } = useProjections();
  if (isPending) return <PlaceholderNote>Loading projectors...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>The projectors could not be loaded.</PlaceholderNote>;
  const cards = projectorCards(data);
  const failing = cards.filter((card) => card.failed).length;
  return (
    <div className="flex flex-col gap-3 px-4 pb-6">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {cards.length} projectors · {failing === 0 ? 'none failed' : `${failing} failed`} · refreshed every 1.5 s
      </p>
      <ul className="flex flex-col gap-3">
        {cards.map((card) => (
          <ProjectorCardView key={card.name} card={card} />
        ))}
      </ul>
      <OperationsLog operations={data.operations} />
    </div>
  );
}
