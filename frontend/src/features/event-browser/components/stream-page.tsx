import { useParams } from 'wouter';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useStreamEvents } from '../api/get-stream-events.ts';
import { AdminsOnly } from './admins-only.tsx';
import { EventResults } from './event-results.tsx';
import { paths } from '../../../lib/paths.ts';

/** `/admin/events/streams/:stream`: one stream's events, oldest first, page by page. */
export function StreamPage() {
  const { stream = '' } = useParams<{ stream: string }>();
  const name = decodeURIComponent(stream);
  return (
    <AdminsOnly>
      <PageHeader title="Stream" backTo={paths.admin.events.href} />
      <div className="flex flex-col gap-3 px-4 pb-8">
        <p className="break-all font-mono text-sm" aria-label="Stream name">
          {name}
        </p>
        <StreamEvents stream={name} />
      </div>
    </AdminsOnly>
  );
}

function StreamEvents({ stream }: { stream: string }) {
  const events = useStreamEvents(stream);
  return <EventResults query={events} label="Stream events" empty="This stream has no events." />;
}
