import { useState } from 'react';
import { MIN_SKIP_REASON_LENGTH, type ProjectorBuildView } from '@sankofa/contracts';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRetryProjector } from '../api/retry-projector.ts';
import { useSkipEvent } from '../api/skip-event.ts';

const failed = (what: string) => (error: unknown) => toast({ title: 'Error', description: serverMessageOf(error) ?? `The ${what} could not be requested.`, variant: 'destructive' });

/** A failed build's poison event, a Retry (after fixing the code) and an audited Skip (who, from the token; why, required). */
export function PoisonPanel({ name, build, busy }: { name: string; build: ProjectorBuildView; busy: boolean }) {
  const retry = useRetryProjector();
  const skip = useSkipEvent();
  const [reason, setReason] = useState('');
  const failure = build.failure;
  if (!failure) return null;
  const reasonId = `skip-reason-${name}`;
  const requestSkip = () =>
    skip.mutate(
      { name, position: failure.position ?? '', reason },
      { onSuccess: () => (setReason(''), toast({ title: 'Event skipped', description: `${name} passes the event and goes on; the skip is recorded.` })), onError: failed('skip') },
    );
  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-kente-red p-3" aria-label={`${name} poison event`}>
      <p className="text-sm font-semibold text-kente-red">Stopped on a failing event ({build.schemaName})</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-muted-foreground">Position</dt>
        <dd className="break-all font-mono">{failure.position}</dd>
        <dt className="text-muted-foreground">Type</dt>
        <dd>{failure.eventType}</dd>
        <dt className="text-muted-foreground">Stream</dt>
        <dd className="break-all">{failure.stream ?? 'unknown'}</dd>
        <dt className="text-muted-foreground">Event id</dt>
        <dd className="break-all font-mono">{failure.eventId}</dd>
      </dl>
      <pre className="max-h-32 overflow-auto whitespace-pre-wrap rounded-xl bg-surface-muted p-2 text-xs">{failure.error}</pre>
      <button type="button" className={smallButtonClass} disabled={busy || retry.isPending} onClick={() => retry.mutate(name, { onError: failed('retry') })}>
        Retry
      </button>
      <label className="text-xs font-medium" htmlFor={reasonId}>
        Why this event can be skipped (recorded with your name)
      </label>
      <textarea id={reasonId} className="rounded-2xl border border-border bg-background p-2 text-sm" value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
      <button
        type="button"
        className={`${smallButtonClass} border-kente-red text-kente-red`}
        disabled={busy || skip.isPending || reason.trim().length < MIN_SKIP_REASON_LENGTH}
        onClick={requestSkip}
      >
        Skip this event
      </button>
    </section>
  );
}
