import clsx from 'clsx';
import { useReducer, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useVerificationLiveUpdates } from '../api/use-verification-live-updates.ts';
import { flowReducer, initialFlow } from '../verification-flow.ts';
import { AvailableTab } from './available-tab.tsx';
import { BenefitsCard } from './benefits-card.tsx';
import { CompletedTab } from './completed-tab.tsx';
import { PendingTab } from './pending-tab.tsx';
import { TrustScoreCard } from './trust-score-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

const TABS = ['Available', 'Completed', 'Pending'] as const;
type Tab = (typeof TABS)[number];

export function EnhancedVerificationPage() {
  const { t } = useTranslation('verification');
  const [tab, setTab] = useState<Tab>('Available');
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  useVerificationLiveUpdates();
  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        <TrustScoreCard />
        <div role="tablist" aria-label={t('tabs.label')} className="grid grid-cols-3 gap-1 rounded-full bg-surface-muted p-1">
          {TABS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              onClick={() => setTab(name)}
              className={clsx('h-9 rounded-full text-sm font-semibold', tab === name ? 'bg-surface text-foreground shadow' : 'text-muted-foreground')}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
          {tab === 'Available' && <AvailableTab flow={flow} dispatch={dispatch} />}
          {tab === 'Completed' && <CompletedTab />}
          {tab === 'Pending' && <PendingTab />}
        </div>
        <BenefitsCard />
      </div>
    </>
  );
}
