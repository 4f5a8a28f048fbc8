import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useSecurityLog } from '../api/get-security-log.ts';
import { useTrustScore } from '../api/get-trust-score.ts';
import { AccountActivityDialog } from './account-activity-dialog.tsx';
import { ContactBlocksCard } from './contact-blocks-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { PrivacySettingsDialog } from './privacy-settings-dialog.tsx';
import { RecentSecurityActivity } from './recent-activity.tsx';
import { SecurityActions } from './security-actions.tsx';
import { SecurityScoreCard } from './security-score-card.tsx';
import { ActiveSecurityFeatures, PrivacyProtection, SecurityHelp } from './static-sections.tsx';
import { TrustScoreBreakdown } from './trust-breakdown.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';
import { VerificationStatus } from './verification-status.tsx';
import { useTranslation } from 'react-i18next';

type OpenDialog = 'privacy' | 'activity' | null;

export function SecurityPage() {
  const { t } = useTranslation('security');
  const { data: member } = useCurrentUser();
  const trustScore = useTrustScore();
  const securityLog = useSecurityLog(member?.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const logs = securityLog.data?.logs ?? [];
  const badges = trustScore.data?.badges ?? [];

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {trustScore.data ? (
          <SecurityScoreCard score={trustScore.data} safeActivities={securityLog.data?.safeActivities ?? 0} />
        ) : (
          <p className="rounded-3xl border border-border bg-surface p-5 text-sm text-muted-foreground">{trustScore.isError ? t('scoreFailed') : t('scoreLoading')}</p>
        )}
        <SecurityActions verifiedTypes={badges.length} onPrivacySettings={() => setDialog('privacy')} onAccountActivity={() => setDialog('activity')} />
        <VerificationStatus badges={badges} />
        <ActiveSecurityFeatures />
        <PrivacyProtection />
        <RecentSecurityActivity logs={logs} />
        {trustScore.data && <TrustScoreBreakdown score={trustScore.data} />}
        {member && <TwoFactorCard member={member} />}
        {member && <PasswordCard member={member} />}
        <ContactBlocksCard />
        <SecurityHelp />
      </div>
      <PrivacySettingsDialog open={dialog === 'privacy'} onOpenChange={(open) => setDialog(open ? 'privacy' : null)} />
      <AccountActivityDialog open={dialog === 'activity'} onOpenChange={(open) => setDialog(open ? 'activity' : null)} logs={logs} />
    </>
  );
}
