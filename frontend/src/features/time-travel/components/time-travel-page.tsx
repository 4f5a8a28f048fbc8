import { useState, type FormEvent } from 'react';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { errorClass, inputClass, labelClass } from '../../../components/form/field-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useTimeTravelProjectors } from '../api/projectors.ts';
import { useStartTimeTravelBuild } from '../api/start-build.ts';
import { BuildView } from './build-view.tsx';

const POSITION = /^\d{20}-\d{20}$/;

/** A read model as it was: pick a projector and a position or time, build it into its scratch schema, browse it. */
export function TimeTravelPage() {
  const { data: member } = useCurrentUser();
  // The API answers anyone else 403 too.
  if (member?.role !== 'admin') return <NotFoundPage />;
  return <TimeTravel />;
}

/** A position as it is; a time from the datetime field (local) as ISO; nothing for the whole log. */
const asOfBody = (asOf: string) => {
  const value = asOf.trim();
  if (value === '') return {};
  if (POSITION.test(value)) return { to: value };
  return { at: new Date(value).toISOString() };
};

function TimeTravel() {
  const projectors = useTimeTravelProjectors();
  const start = useStartTimeTravelBuild();
  const [projector, setProjector] = useState('');
  const [asOf, setAsOf] = useState('');
  const [buildId, setBuildId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = asOf.trim();
    if (value !== '' && !POSITION.test(value) && Number.isNaN(Date.parse(value))) {
      setFormError('Enter a log position or a time such as 2026-11-20T10:00:00Z');
      return;
    }
    setFormError(null);
    start.mutate({ projector, ...asOfBody(value) }, { onSuccess: (build) => setBuildId(build.id) });
  };

  return (
    <>
      <PageHeader title="Time Travel" backTo={paths.admin.home.href} />
      <form className="flex flex-col gap-4 px-4 pb-4" onSubmit={submit} aria-label="Time travel">
        <div>
          <label className={labelClass} htmlFor="time-travel-projector">Read model</label>
          <select id="time-travel-projector" className={inputClass} value={projector} onChange={(event) => setProjector(event.target.value)} required>
            <option value="" disabled>Choose a projector</option>
            {projectors.data?.projectors.map((name) => (
              <option key={name} value={name}>{name}</option>
            ))}
          </select>
        </div>
        <div>
          <label className={labelClass} htmlFor="time-travel-as-of">As of (a log position or an ISO time; empty for now)</label>
          <input id="time-travel-as-of" className={inputClass} value={asOf} onChange={(event) => setAsOf(event.target.value)} placeholder="2026-11-20T10:00:00Z" />
          {formError && <p className={errorClass} role="alert">{formError}</p>}
        </div>
        <button type="submit" className={primaryButtonClass} disabled={projector === '' || start.isPending}>
          Build
        </button>
        {start.isError && <p className={errorClass} role="alert">{serverMessageOf(start.error) ?? 'The build could not start.'}</p>}
      </form>
      {buildId ? <BuildView key={buildId} buildId={buildId} /> : <PlaceholderNote>Pick a read model and a moment, then build it.</PlaceholderNote>}
    </>
  );
}
