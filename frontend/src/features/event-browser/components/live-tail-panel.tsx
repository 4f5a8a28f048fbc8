import { Radio } from 'lucide-react';
import { useState } from 'react';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { EventTable } from './event-table.tsx';
import { useLiveTail } from './use-live-tail.ts';

/** The whole log as it is appended, while the admin keeps it on. */
export function LiveTailPanel() {
  const [on, setOn] = useState(false);
  const { events, refused } = useLiveTail(on);
  return (
    <section aria-labelledby="live-tail-title" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 id="live-tail-title" className="flex-1 text-lg font-semibold">
          Live tail
        </h2>
        <button type="button" className={smallButtonClass} aria-pressed={on} onClick={() => setOn((current) => !current)}>
          <Radio className={on ? 'size-4 text-kente-red' : 'size-4'} aria-hidden />
          {on ? 'Stop live tail' : 'Start live tail'}
        </button>
      </div>
      {refused && <p className="text-sm text-kente-red">{refused}</p>}
      {on && events.length === 0 && <p className="text-sm text-muted-foreground">Waiting for new events...</p>}
      {events.length > 0 && <EventTable events={events} label="Live events" />}
    </section>
  );
}
