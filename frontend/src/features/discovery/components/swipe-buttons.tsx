import clsx from 'clsx';
import { Heart, Star, X, type LucideIcon } from 'lucide-react';
import type { SwipeKind } from './use-swipe-deck.ts';
import { swipeShortcuts } from './use-swipe-shortcuts.ts';
import { useTranslation } from 'react-i18next';

const buttons: { kind: SwipeKind; label: 'pass' | 'superLike' | 'like'; icon: LucideIcon; className: string }[] = [
  { kind: 'pass', label: 'pass', icon: X, className: 'size-16 text-kente-red' },
  { kind: 'super_like', label: 'superLike', icon: Star, className: 'size-13 text-sky-400' },
  { kind: 'like', label: 'like', icon: Heart, className: 'size-16 text-kente-green' },
];

const shortcutOf = (kind: SwipeKind) => Object.keys(swipeShortcuts).find((key) => swipeShortcuts[key] === kind);

export function SwipeButtons({ disabled, onSwipe }: { disabled: boolean; onSwipe(kind: SwipeKind): void }) {
  const { t } = useTranslation('discovery');
  return (
    <div className="flex items-center justify-center gap-6">
      <p className="sr-only">{t('swipe.keyboardHint')}</p>
      {buttons.map(({ kind, label, icon: Icon, className }) => (
        <button
          key={kind}
          type="button"
          aria-label={t(`swipe.${label}`)}
          aria-keyshortcuts={shortcutOf(kind)}
          disabled={disabled}
          onClick={() => onSwipe(kind)}
          className={clsx(
            'grid place-items-center rounded-full border border-border bg-surface shadow-lg shadow-black/30 transition-transform hover:scale-105 active:scale-95 disabled:opacity-40',
            className,
          )}
        >
          <Icon className="size-7" strokeWidth={2.4} fill={kind === 'pass' ? 'none' : 'currentColor'} aria-hidden />
        </button>
      ))}
    </div>
  );
}
