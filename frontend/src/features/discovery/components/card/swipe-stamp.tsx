import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** The LIKE or PASS mark that appears once a drag passes the stamp distance. */
export function SwipeStamp({ kind }: { kind: 'like' | 'pass' }) {
  const { t } = useTranslation('discovery');
  return (
    <span
      aria-hidden
      className={clsx(
        'absolute top-14 rounded-xl border-4 px-4 py-1 text-4xl font-black tracking-widest',
        kind === 'like' ? 'left-6 -rotate-12 border-kente-green text-kente-green' : 'right-6 rotate-12 border-kente-red text-kente-red',
      )}
    >
      {kind === 'like' ? t('stamp.like') : t('stamp.pass')}
    </span>
  );
}
