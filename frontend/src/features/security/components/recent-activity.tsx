import { History } from 'lucide-react';
import type { SecurityLogEntry } from '@sankofa/contracts';
import { RECENT_SECURITY_EVENTS } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { RiskBadge } from './risk-badge.tsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

export const eventTime = (isoTime: string) => formatDateTime(isoTime, { dateStyle: 'medium', timeStyle: 'short' });

/** One line of the security log: what happened, when, what was done, and its risk. */
export function SecurityLogLine({ entry }: { entry: SecurityLogEntry }) {
  return (
    <li className="flex items-start gap-3 rounded-2xl bg-surface-muted px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{entry.action}</p>
        <p className="text-xs text-muted-foreground">
          {eventTime(entry.createdAt)} · {entry.actionTaken}
        </p>
      </div>
      <RiskBadge level={entry.riskLevel} />
    </li>
  );
}

/** The latest five events of the member's security log. */
export function RecentSecurityActivity({ logs }: { logs: readonly SecurityLogEntry[] }) {
  const { t } = useTranslation('security');
  const latest = logs.slice(0, RECENT_SECURITY_EVENTS);
  return (
    <Card title={t('recent.title')} icon={History}>
      {latest.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('recent.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('recent.list')}>
          {latest.map((entry) => (
            <SecurityLogLine key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Card>
  );
}
