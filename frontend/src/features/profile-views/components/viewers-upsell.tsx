import { Check, Eye } from 'lucide-react';
import { Link } from 'wouter';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

const perks = ['trackViews', 'priorityMatching'] as const;

/** What a free member sees instead of the list (the server refuses them the list too). */
export function ViewersUpsell() {
  const { t } = useTranslation('profile-views');
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-primary/40 bg-linear-to-br from-primary/15 to-surface p-6 text-center">
      <Eye className="size-10 text-primary-ink" aria-hidden />
      <h2 className="text-xl font-semibold">{t('upsellTitle')}</h2>
      <ul className="flex flex-col gap-2 text-left">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <Check className="size-4 text-kente-green" aria-hidden />
            {t(`perks.${perk}`)}
          </li>
        ))}
      </ul>
      <p className="text-2xl font-bold">{t('pricePerMonth', { price: formatPrice(15) })}</p>
      <Link href={paths.subscribe.href} className={primaryButtonClass}>
        {t('common:upsell.action')}
      </Link>
    </section>
  );
}
