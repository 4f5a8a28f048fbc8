import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths.ts';

interface InternationalMatchingProps {
  isPremium: boolean;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** Premium members may look beyond their maximum distance; free members see what it is and the way to Premium (the server refuses it to them). */
export function InternationalMatching({ isPremium, checked, onChange }: InternationalMatchingProps) {
  const { t } = useTranslation('filters');
  if (isPremium) {
    return (
      <label className="flex items-center gap-3 text-base">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-5 accent-(--primary)" />
        {t('international.label')}
      </label>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-primary/40 bg-primary/10 p-4">
      <Crown className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{t('international.premium')}</p>
        <p className="mt-1 text-muted-foreground">{t('international.upgradeText')}</p>
        <Link href={paths.subscribe.href} className="mt-2 inline-block font-semibold text-primary-ink underline-offset-4 hover:underline">
          {t('common:upsell.action')}
        </Link>
      </div>
    </div>
  );
}
