import type { ProjectorBuildView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRequestRebuild } from '../api/request-rebuild.ts';
import { lagText, operationText, type ProjectorCard } from './console-view.ts';
import { PoisonPanel } from './poison-panel.tsx';

const STATE_CLASSES: Record<ProjectorBuildView['state'], string> = {
  running: 'border-kente-green text-kente-green',
  catching_up: 'border-primary text-foreground',
  rebuilding: 'border-primary text-foreground',
  stopped: 'border-border text-muted-foreground',
  failed: 'border-kente-red text-kente-red',
};

function StateBadge({ state }: { state: ProjectorBuildView['state'] }) {
  return <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[state]}`}>{state.replace('_', ' ')}</span>;
}

function BuildFacts({ build, label }: { build: ProjectorBuildView; label: string }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs" aria-label={label}>
      <dt className="text-muted-foreground">Build</dt>
      <dd>
        v{build.version} · {build.schemaName ?? 'not built'} {build.codeVersion > build.version && `(code is v${build.codeVersion})`}
      </dd>
      <dt className="text-muted-foreground">Position</dt>
      <dd className="break-all font-mono">{build.position ?? 'start'}</dd>
      <dt className="text-muted-foreground">Lag</dt>
      <dd>{lagText(build)}</dd>
      <dt className="text-muted-foreground">Lease</dt>
      <dd className="break-all">{build.leaseOwner ?? 'nobody'}</dd>
    </dl>
  );
}

function OperationProgress({ card }: { card: ProjectorCard }) {
  const { operation } = card;
  if (!operation) return null;
  const showBar = operation.kind === 'rebuild' && operation.percent !== null && operation.status !== 'failed';
  return (
    <div className="flex flex-col gap-1" aria-label={`${card.name} operation`}>
      <p className="text-sm" role="status">{operationText(operation)}</p>
      {showBar && (
        <div className="h-2 overflow-hidden rounded-full bg-surface-muted" role="progressbar" aria-valuenow={operation.percent ?? 0} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-full bg-primary transition-all" style={{ width: `${operation.percent ?? 0}%` }} />
        </div>
      )}
    </div>
  );
}

export function ProjectorCardView({ card }: { card: ProjectorCard }) {
  const rebuild = useRequestRebuild();
  const requestRebuild = () =>
    rebuild.mutate(card.name, {
      onSuccess: () => toast({ title: 'Rebuild requested', description: `${card.name} is being rebuilt beside the serving build.` }),
      onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'The rebuild could not be requested.', variant: 'destructive' }),
    });
  return (
    <li className="flex flex-col gap-2 rounded-3xl border border-border bg-surface p-4" aria-label={`Projector ${card.name}`}>
      <div className="flex items-center gap-2">
        <p className="flex-1 font-semibold">{card.name}</p>
        {card.serving && <StateBadge state={card.serving.state} />}
        <button type="button" className={smallButtonClass} disabled={card.busy || rebuild.isPending} onClick={requestRebuild}>
          Rebuild
        </button>
      </div>
      {card.serving && <BuildFacts build={card.serving} label={`${card.name} serving build`} />}
      {card.rebuilding && (
        <div className="flex flex-col gap-1 rounded-2xl border border-dashed border-border p-2">
          <p className="flex items-center gap-2 text-xs font-semibold">
            Being rebuilt beside it <StateBadge state={card.rebuilding.state} />
          </p>
          <BuildFacts build={card.rebuilding} label={`${card.name} rebuild`} />
        </div>
      )}
      <OperationProgress card={card} />
      {card.failed && <PoisonPanel name={card.name} build={card.failed} busy={card.busy} />}
    </li>
  );
}
