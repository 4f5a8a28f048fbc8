import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RecordingKind } from './use-media-recorder.ts';
import { paths } from '../../../../lib/paths.ts';

/** Shown to members without Premium; the recorder stays usable, the server decides on saving. */
export function PremiumNotice({ kind }: { kind: RecordingKind }) {
  const { t } = useTranslation('profile');
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-primary/40 bg-primary/10 p-4">
      <Crown className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden />
      <div className="text-sm">
        <p className="font-semibold">{t(`bioEditor.${kind}.premiumTitle`)}</p>
        <p className="mt-1 text-muted-foreground">{t('bioEditor.upgradeHint')}</p>
        <Link href={paths.subscribe.href} className="mt-2 inline-block font-semibold text-primary-ink underline-offset-4 hover:underline">
          {t('bioEditor.upgrade')}
        </Link>
      </div>
    </div>
  );
}
