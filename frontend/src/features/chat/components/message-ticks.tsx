import { Check, CheckCheck } from 'lucide-react';
import type { MessageStatus } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';


/** One tick sent, two delivered, two bright read. */
export function MessageTicks({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('chat');
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span role="img" aria-label={t(`ticks.${status}`)} title={t(`ticks.${status}`)} data-status={status} className={`inline-flex ${status === 'read' ? 'text-sky-800' : 'opacity-70'}`}>
      <Icon className="size-3.5" aria-hidden />
    </span>
  );
}
