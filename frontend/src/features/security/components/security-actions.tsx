import { Activity, ChevronRight, EyeOff, type LucideIcon, BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../components/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

const rowClass = 'flex w-full items-center gap-3 rounded-2xl bg-surface-muted px-4 py-3 text-left font-medium transition-colors hover:bg-border/40';

function Row({ icon: Icon, label, aside }: { icon: LucideIcon; label: string; aside?: ReactNode }) {
  return (
    <>
      <Icon className="size-5 text-primary-ink" aria-hidden />
      <span className="flex-1">{label}</span>
      {aside}
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
    </>
  );
}

interface SecurityActionsProps {
  verifiedTypes: number;
  onPrivacySettings(): void;
  onAccountActivity(): void;
}

/** Enhanced Verification with how many of the six types are verified, and the two dialogs. */
export function SecurityActions({ verifiedTypes, onPrivacySettings, onAccountActivity }: SecurityActionsProps) {
  const { t } = useTranslation('security');
  return (
    <Card title={t('actions.title')}>
      <div className="flex flex-col gap-2">
        <Link href={paths.enhancedVerification.href} className={rowClass}>
          <Row icon={BadgeCheck} label={t('actions.enhanced')} aside={<span className="text-sm text-muted-foreground">{verifiedTypes}/6</span>} />
        </Link>
        <button type="button" className={rowClass} onClick={onPrivacySettings}>
          <Row icon={EyeOff} label={t('actions.privacy')} />
        </button>
        <button type="button" className={rowClass} onClick={onAccountActivity}>
          <Row icon={Activity} label={t('actions.activity')} />
        </button>
      </div>
    </Card>
  );
}
