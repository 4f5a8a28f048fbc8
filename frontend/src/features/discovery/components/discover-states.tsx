import { Link } from 'wouter';
import { RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { primaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { cardHeightPx } from '../swipe-constants.ts';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

const reload = () => window.location.reload();

function StateCard({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ minHeight: cardHeightPx / 2 }}
      className="grid place-items-center rounded-3xl border border-border bg-surface p-8 text-center"
    >
      <div>{children}</div>
    </div>
  );
}

export function FindingPeople() {
  const { t } = useTranslation('discovery');
  return (
    <StateCard>
      <span className="mx-auto mb-4 block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden />
      <p role="status" className="text-lg font-medium text-muted-foreground">
        {t('finding')}
      </p>
    </StateCard>
  );
}

export function NoMoreProfiles({ failed }: { failed?: boolean }) {
  const { t } = useTranslation('discovery');
  return (
    <StateCard>
      <SearchX className="mx-auto mb-3 size-12 text-primary-ink" aria-hidden />
      <h2 className="text-xl font-semibold">{failed ? t('empty.failedTitle') : t('empty.title')}</h2>
      <p className="mt-2 text-muted-foreground">
        {failed ? t('empty.failedText') : t('empty.text')}
      </p>
      <button type="button" onClick={reload} className={`${smallButtonClass} mt-5`}>
        <RefreshCw className="size-4" aria-hidden />
        {t('empty.refresh')}
      </button>
    </StateCard>
  );
}

export function JoinToDiscover() {
  const { t } = useTranslation('discovery');
  return (
    <StateCard>
      <h2 className="text-xl font-semibold">{t('join.title')}</h2>
      <p className="mt-2 text-muted-foreground">{t('join.text')}</p>
      <Link href={paths.login.href} className={`${primaryButtonClass} mt-5`}>
        {t('join.logIn')}
      </Link>
    </StateCard>
  );
}
