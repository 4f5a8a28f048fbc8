import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Why the account cannot sign in: the moderators' reason, as the server gave it. */
export function SuspensionNotice({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <div role="alert" className="mb-4 flex items-start gap-3 rounded-2xl border border-kente-red/40 bg-kente-red/10 p-4 text-sm">
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-kente-red" aria-hidden />
      <div>
        <p className="font-semibold">{t('suspended.title')}</p>
        <p className="text-muted-foreground">{message}</p>
        <p className="mt-1 text-muted-foreground">{t('suspended.contact')}</p>
      </div>
    </div>
  );
}
