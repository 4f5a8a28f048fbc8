import { Heart, X } from 'lucide-react';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { LovePassportView } from '../api/get-love-passports.ts';
import { usePassportDiscovery, usePassportSwipe } from '../api/passport-discovery.ts';
import { useTranslation } from 'react-i18next';

const roundButtonClass = 'grid size-10 shrink-0 place-items-center rounded-full border border-border bg-surface hover:bg-surface-muted disabled:opacity-50';

/** The passport's region in discovery: its next member, to pass or like; each swipe counts in the passport. */
export function PassportExplorer({ passport }: { passport: LovePassportView }) {
  const { t } = useTranslation('love-passport');
  const discovery = usePassportDiscovery(passport.id);
  const swipe = usePassportSwipe(passport.id);
  const next = discovery.data?.[0];
  const outOfSwipes = passport.swipesLeft === 0;

  const decide = (isLike: boolean) => {
    if (!next) return;
    swipe.mutate(
      { swipedId: next.id, isLike },
      {
        onError: (error) => toast({ title: t('explorer.notCounted'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
      },
    );
  };

  if (outOfSwipes) {
    return <p className="mt-3 rounded-2xl border border-border p-3 text-sm text-muted-foreground">{t('explorer.allUsed')}</p>;
  }
  if (discovery.isPending) return <p className="mt-3 text-sm text-muted-foreground">Finding members in {passport.region}…</p>;
  if (!next) return <p className="mt-3 text-sm text-muted-foreground">No more members in {passport.country ?? passport.region} right now.</p>;
  return (
    <div className="mt-3 flex items-center gap-3 rounded-2xl border border-border p-3" aria-label={t('explorer.member')}>
      <MemberAvatar member={next} className="size-12 text-lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          {next.firstName}, {next.age}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {next.heritage} · {next.location}
        </p>
      </div>
      <button type="button" className={roundButtonClass} aria-label={t('explorer.pass', { name: next.firstName })} disabled={swipe.isPending} onClick={() => decide(false)}>
        <X className="size-4" aria-hidden />
      </button>
      <button type="button" className={roundButtonClass} aria-label={t('explorer.like', { name: next.firstName })} disabled={swipe.isPending} onClick={() => decide(true)}>
        <Heart className="size-4 text-kente-red" aria-hidden />
      </button>
    </div>
  );
}
