import type { PresenceView } from '@sankofa/contracts';
import { presenceText } from '../lib/presence/presence-text.ts';

/** 'Online now' with a green dot, 'Active 5 min ago' muted, or nothing at all. */
export function PresenceLabel({ presence, className = '' }: { presence: PresenceView | null | undefined; className?: string }) {
  const text = presenceText(presence);
  if (!text) return null;
  const online = presence?.online === true;
  return (
    <p className={`flex items-center gap-1.5 text-xs ${online ? 'text-kente-green' : 'text-muted-foreground'} ${className}`} data-testid="presence">
      {online && <span className="size-2 rounded-full bg-kente-green" aria-hidden />}
      {text}
    </p>
  );
}
