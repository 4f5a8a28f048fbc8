import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { useLogOut } from '../api/log-out.ts';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';

export function LogOutButton() {
  const { t } = useTranslation('profile');
  const logOut = useLogOut();
  const [, navigate] = useLocation();

  return (
    <button
      type="button"
      onClick={() => logOut.mutate(undefined, { onSettled: () => navigate(paths.login.href) })}
      disabled={logOut.isPending}
      className={`${secondaryButtonClass} text-kente-red`}
    >
      <LogOut className="size-5" aria-hidden />
      {logOut.isPending ? t('loggingOut') : t('logOut')}
    </button>
  );
}
