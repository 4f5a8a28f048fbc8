import type { HoldReasonView } from '@sankofa/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideHold, useHeldAccounts, type HeldAccount } from '../api/held-accounts.ts';

/** Why the scam defences or the one-face checks held the account, as the moderator reads it. */
export const holdReasonText = (t: TFunction<'moderation'>, reason: HoldReasonView): string => {
  switch (reason.kind) {
    case 'similar_openers':
      return t('holdReasons.similarOpeners', { members: reason.members, hours: reason.hours });
    case 'reports':
      return t('holdReasons.reports', { members: reason.members });
    case 'banned_face':
      return t('holdReasons.bannedFace', { similarity: Math.round(reason.similarity * 100) });
    case 'banned_photo':
      return t('holdReasons.bannedPhoto', { distance: reason.distance });
    case 'photos_match_member':
      return t('holdReasons.photosMatchMember', { memberId: reason.memberId, distance: reason.distance });
    default: {
      const unknown: never = reason;
      return String(unknown);
    }
  }
};

/** The accounts held for review, each with its reasons, Release and Suspend. */
export function HeldAccounts() {
  const { data, isPending, isError } = useHeldAccounts();
  if (isPending) return <PlaceholderNote>Loading held accounts...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>Held accounts could not be loaded. Please try again.</PlaceholderNote>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No account is held for review.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {data.map((held) => (
        <HeldAccountItem key={held.member.id} held={held} />
      ))}
    </ul>
  );
}

function HeldAccountItem({ held }: { held: HeldAccount }) {
  const { t } = useTranslation('moderation');
  const decide = useDecideHold();
  const name = held.member.name ?? 'Former member';
  const decided = (decision: 'release' | 'suspend') =>
    decide.mutate(
      { memberId: held.member.id, decision },
      {
        onSuccess: () => toast({ title: decision === 'release' ? 'Account released' : 'Account suspended', description: name }),
        onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'Could not decide on this account.', variant: 'destructive' }),
      },
    );
  return (
    <li aria-label={`Held: ${name}`} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-3">
      <div className="flex items-center gap-3">
        <MemberAvatar member={{ name, firstName: name, photos: held.member.photos }} className="size-10" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">{name}</p>
          <ul className="text-muted-foreground">
            {held.reasons.map((reason, index) => (
              // Several members' photos may match: a kind is not unique.
              <li key={`${reason.kind}-${index}`}>{holdReasonText(t, reason)}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex gap-2">
        <button type="button" className={smallButtonClass} disabled={decide.isPending} onClick={() => decided('release')}>
          Release
        </button>
        <button type="button" className={smallButtonClass} disabled={decide.isPending} onClick={() => decided('suspend')}>
          Suspend
        </button>
      </div>
    </li>
  );
}
