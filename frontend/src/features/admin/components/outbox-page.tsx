import { Mail, MessageSquare } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useOutbox } from '../api/outbox.ts';
import { AdminOnly } from './admin-only.tsx';
import { paths } from '../../../lib/paths.ts';

export function OutboxPage() {
  return (
    <AdminOnly>
      <PageHeader title="Development Outbox" backTo={paths.admin.home.href} />
      <OutboxList />
    </AdminOnly>
  );
}

function OutboxList() {
  const { data: messages, isPending, isError } = useOutbox();
  if (isPending) return <PlaceholderNote>Loading messages...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>The outbox could not be loaded.</PlaceholderNote>;
  if (messages.length === 0) return <PlaceholderNote>No messages sent yet.</PlaceholderNote>;
  return (
    <ul className="flex flex-col gap-2 px-4 pb-6" aria-label="Sent messages">
      {messages.map((message) => {
        const Icon = message.channel === 'sms' ? MessageSquare : Mail;
        return (
          <li key={`${message.sentAt}-${message.to}-${message.body}`} className="rounded-2xl border border-border bg-surface p-3 text-sm" aria-label={`${message.channel} to ${message.to}`}>
            <div className="mb-1 flex items-center gap-2 text-xs text-muted-foreground">
              <Icon className="size-4" aria-hidden />
              <span className="flex-1 font-semibold text-foreground">{message.to}</span>
              <time dateTime={message.sentAt}>{new Date(message.sentAt).toLocaleTimeString()}</time>
            </div>
            {message.subject && <p className="font-medium">{message.subject}</p>}
            <p className="whitespace-pre-wrap break-all">{message.body}</p>
          </li>
        );
      })}
    </ul>
  );
}
