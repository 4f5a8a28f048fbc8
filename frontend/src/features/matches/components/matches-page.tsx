import { Heart } from 'lucide-react';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { useMatches } from '../api/get-matches.ts';
import { useDeliverLatest } from './use-deliver-latest.ts';
import { MatchCard } from './match-card.tsx';
import { useTranslation } from 'react-i18next';

export function MatchesPage() {
  const { t } = useTranslation('matches');
  const { data: matches, isPending, isError } = useMatches();
  const { data: me } = useCurrentUser();
  useDeliverLatest(matches, me?.id);
  const header = (
    <>
      <PageHeader title={t('title')} backTo={paths.home.href} />
      <Link href={paths.hiddenMessages.href} className="mx-4 mb-3 block text-right text-sm font-semibold text-primary-ink hover:underline">
        {t('hiddenFolder')}
      </Link>
    </>
  );

  if (isPending) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (isError) return <>{header}<PlaceholderNote>{t('failed')}</PlaceholderNote></>;

  if (matches.length === 0) {
    return (
      <>
        {header}
        <section className="px-4 pt-6 text-center">
          <Heart className="mx-auto size-16 text-primary-ink" strokeWidth={1.5} aria-hidden />
          <h2 className="mt-4 text-xl font-semibold">{t('empty.title')}</h2>
          <p className="mt-2 text-muted-foreground">{t('empty.text')}</p>
          <Link href={paths.home.href} className={`${primaryButtonClass} mt-6`}>
            {t('empty.start')}
          </Link>
        </section>
      </>
    );
  }

  return (
    <>
      {header}
      <section className="px-4" aria-labelledby="your-matches">
        <h2 id="your-matches" className="mb-3 text-lg font-semibold">
          {t('yourMatches', { count: matches.length })}
        </h2>
        <ul className="flex flex-col gap-3">
          {matches.map((match) => (
            <li key={match.id}>
              <MatchCard match={match} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
