import { Check, CheckCheck } from 'lucide-react';
import type { MessageStatus } from '@sankofa/contracts';

const LABELS: Record<MessageStatus, string> = { sent: 'Sent', delivered: 'Delivered', read: 'Read' };

/** One tick sent, two delivered, two bright read. */
export function MessageTicks({ status }: { status: MessageStatus }) {
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span role="img" aria-label={LABELS[status]} title={LABELS[status]} data-status={status} className={`inline-flex ${status === 'read' ? 'text-sky-800' : 'opacity-70'}`}>
      <Icon className="size-3.5" aria-hidden />
    </span>
  );
}
