import { Heart, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { primaryButtonClass, smallButtonClass } from '../../../components/button-classes.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import type { PublicMember } from '../../../lib/member.ts';
import { isPremiumRequired, toastPremiumUpsell } from '../../../lib/premium-upsell.ts';
import { toast } from '../../../lib/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { usePassedProfiles } from '../api/get-passed-profiles.ts';
import { useLikeAgain } from '../api/like-again.ts';
import { useTranslation } from 'react-i18next';

function RevisitUpsell() {
  const { t } = useTranslation('premium');
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-primary/40 bg-linear-to-br from-primary/15 to-surface p-6 text-center">
      <RotateCcw className="size-10 text-primary-ink" aria-hidden />
      <h2 className="text-xl font-semibold">{t('passed.upsellTitle')}</h2>
      <p className="text-muted-foreground">{t('passed.upsellText')}</p>
      <Link href={paths.subscribe.href} className={primaryButtonClass}>
        {t('common:upsell.action')}
      </Link>
    </section>
  );
}

function PassedRow({ member }: { member: PublicMember }) {
  const { t } = useTranslation('premium');
  const likeAgain = useLikeAgain();
  const like = () =>
    likeAgain.mutate(member.id, {
      onSuccess: ({ match }) => toast({ title: match ? t('passed.match') : t('passed.liked'), description: t('passed.youLiked', { name: member.firstName || member.name }) }),
      onError: (error) =>
        isPremiumRequired(error)
          ? toastPremiumUpsell(error)
          : toast({ title: t('error'), description: serverMessageOf(error) ?? t('passed.swipeFailed'), variant: 'destructive' }),
    });
  return (
    <li className="flex items-center gap-3 rounded-3xl border border-border bg-surface p-4">
      <MemberAvatar member={member} className="size-14 text-xl" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{member.name}</p>
        <p className="truncate text-sm text-muted-foreground">
          {member.age} • {member.location}
        </p>
      </div>
      <button type="button" className={smallButtonClass} onClick={like} disabled={likeAgain.isPending}>
        <Heart className="size-4" aria-hidden />
        {t('passed.like')}
      </button>
    </li>
  );
}

function PassedList() {
  const { t } = useTranslation('premium');
  const passed = usePassedProfiles(true);
  if (passed.isPending) return <LoaderCircle role="status" aria-label={t('passed.loading')} className="mx-auto my-16 size-8 animate-spin text-primary-ink" />;
  if (passed.isError) return isPremiumRequired(passed.error) ? <RevisitUpsell /> : <p className="text-center text-muted-foreground">{t('passed.failed')}</p>;
  if (passed.data.length === 0) return <p className="py-12 text-center text-muted-foreground">{t('passed.none')}</p>;
  return (
    <ul aria-label={t('passed.title')} className="flex flex-col gap-3">
      {passed.data.map((member) => (
        <PassedRow key={member.id} member={member} />
      ))}
    </ul>
  );
}

/** Revisit Passed Profiles: premium members see whom they passed and like them again; free members the upsell. */
export function PassedProfilesPage() {
  const { t } = useTranslation('premium');
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('passed.title')} backTo={paths.profile.href} />
      <div className="flex flex-col gap-4 p-4">{user.isPending ? null : user.data?.isPremium ? <PassedList /> : <RevisitUpsell />}</div>
    </>
  );
}
