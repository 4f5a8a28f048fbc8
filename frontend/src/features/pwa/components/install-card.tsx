import { useTranslation } from 'react-i18next';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useMatchCount } from '../../../lib/matches/match-count.ts';
import { acceptInstallOffer, dismissInstallOffer } from '../../../lib/pwa/install-offer.ts';

/** The offer itself, above the bottom navigation, once the member has a match. */
export function InstallCard() {
  const { t } = useTranslation('pwa');
  const { data: member } = useCurrentUser();
  const { data: matches } = useMatchCount({ enabled: Boolean(member) });
  if (!matches) return null;
  // Nothing shows, so the decision is marked: a journey waits for it before checking that no offer came.
  if (matches.count === 0) return <span hidden data-install-offer="no-match" />;
  return (
    <section
      aria-labelledby="install-offer-title"
      className="fixed inset-x-0 bottom-24 z-40 mx-auto max-w-md px-4"
    >
      <div className="rounded-3xl border border-border bg-surface p-4 shadow-xl shadow-black/30">
        <div className="flex items-center gap-3">
          <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-xl" />
          <h2 id="install-offer-title" className="font-semibold">{t('install.title')}</h2>
        </div>
        <p className="mt-2 text-sm text-muted-foreground">{t('install.detail')}</p>
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={dismissInstallOffer}>
            {t('install.dismiss')}
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => void acceptInstallOffer()}>
            {t('install.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
