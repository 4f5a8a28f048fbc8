import { BadgeCheck, MapPin } from 'lucide-react';
import { MemberAvatar } from '../../../../components/member-avatar.tsx';
import type { PublicMember } from '../../../../lib/member.ts';
import { shownCulturalValues } from '../../swipe-constants.ts';
import { valueLabel } from '../card/profile-details.tsx';
import { useTranslation } from 'react-i18next';

/** Who they matched with, as the celebration shows them. */
export function MatchedMemberCard({ member }: { member: PublicMember }) {
  const { t } = useTranslation('discovery');
  return (
    <div className="flex flex-col items-center text-center">
      <div className="relative">
        <MemberAvatar member={member} className="size-36 border-4 border-primary text-5xl shadow-xl shadow-black/50" />
        {member.isVerified && (
          <BadgeCheck aria-label={t('verified')} className="absolute right-1 bottom-1 size-9 rounded-full bg-sky-500 p-1 text-white" />
        )}
      </div>
      <p className="mt-4 text-2xl font-bold">
        {member.firstName || member.name}, {member.age}
      </p>
      <p className="mt-1 flex items-center gap-1 text-sm text-white/85">
        <MapPin className="size-4" aria-hidden />
        {member.location}
      </p>
      <div className="mt-3 flex flex-wrap justify-center gap-1.5 text-xs font-semibold">
        <span className="rounded-full bg-primary px-2.5 py-1 text-primary-foreground">{member.heritage}</span>
        {member.ethnicGroup && <span className="rounded-full bg-kente-green-solid px-2.5 py-1">{member.ethnicGroup}</span>}
        {member.culturalValues.slice(0, shownCulturalValues).map((value) => (
          <span key={value} className="rounded-full border border-white/40 px-2.5 py-1 capitalize">
            {valueLabel(value)}
          </span>
        ))}
      </div>
    </div>
  );
}
