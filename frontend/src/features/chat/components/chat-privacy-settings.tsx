import { EyeOff } from 'lucide-react';
import type { ChatPrivacy } from '@sankofa/contracts';
import { Card } from '../../../components/card.tsx';
import { toast } from '../../../lib/toast.ts';
import { useChatPrivacy, useSaveChatPrivacy } from '../api/chat-privacy.ts';
import { useTranslation } from 'react-i18next';

const SWITCHES: (keyof ChatPrivacy)[] = ['showActivityStatus', 'sendReadReceipts'];


/** The chat's two privacy switches; small enough to move into a Privacy Settings dialog as is. */
export function ChatPrivacySettings() {
  const { t } = useTranslation('chat');
  const { data: privacy } = useChatPrivacy();
  const save = useSaveChatPrivacy();

  const toggle = (key: keyof ChatPrivacy) => {
    if (!privacy) return;
    save.mutate(
      { ...privacy, [key]: !privacy[key] },
      { onError: () => toast({ title: t('error'), description: t('privacy.failed'), variant: 'destructive' }) },
    );
  };

  return (
    <Card title={t('privacy.title')} icon={EyeOff}>
      <ul className="flex flex-col gap-4">
        {SWITCHES.map((key) => {
          const label = t(`privacy.${key}.label`);
          const hint = t(`privacy.${key}.hint`);
          const on = privacy?.[key] ?? true;
          return (
            <li key={key} className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{label}</p>
                <p className="text-sm text-muted-foreground">{hint}</p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-label={label}
                disabled={!privacy || save.isPending}
                onClick={() => toggle(key)}
                className={`relative h-7 w-12 shrink-0 rounded-full transition-colors disabled:opacity-50 ${on ? 'bg-primary' : 'bg-border'}`}
              >
                <span className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${on ? 'left-6' : 'left-1'}`} aria-hidden />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
