import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/theme/theme-context.ts';
import { iconButtonClass } from './icon-button-class.ts';
import { useTranslation } from 'react-i18next';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { resolved, toggle } = useTheme();
  const Icon = resolved === 'dark' ? Sun : Moon;

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={t('toggleTheme')}
      className={iconButtonClass}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
