import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { PasswordCard } from './password-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

export function SecurityPage() {
  const { data: member } = useCurrentUser();

  return (
    <>
      <PageHeader title="Security & Privacy" backTo="/profile" />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {member && <TwoFactorCard member={member} />}
        {member && <PasswordCard member={member} />}
        <SessionsCard />
        <p className="rounded-3xl border border-border bg-surface p-5 text-sm leading-relaxed text-muted-foreground">
          Your security score, verifications and recent account activity will appear here.
        </p>
      </div>
    </>
  );
}
