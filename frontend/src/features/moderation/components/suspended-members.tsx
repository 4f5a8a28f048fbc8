import { smallButtonClass } from '../../../components/button-classes.ts';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSuspensions, type Suspension } from '../api/get-suspensions.ts';
import { useLiftSuspension } from '../api/lift-suspension.ts';

/** Who is suspended now, with Lift: the member can sign in again and reappears to others. */
export function SuspendedMembers() {
  const { data, isPending, isError } = useSuspensions();
  if (isPending) return <PlaceholderNote>Loading suspended members...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>Suspended members could not be loaded. Please try again.</PlaceholderNote>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No one is suspended.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {data.map((suspension) => (
        <SuspendedMember key={suspension.member.id} suspension={suspension} />
      ))}
    </ul>
  );
}

function SuspendedMember({ suspension }: { suspension: Suspension }) {
  const lift = useLiftSuspension();
  const name = suspension.member.name ?? 'Former member';
  const lifted = () =>
    lift.mutate(suspension.member.id, {
      onSuccess: () => toast({ title: 'Suspension lifted', description: `${name} can sign in again.` }),
      onError: (error) => toast({ title: 'Error', description: serverMessageOf(error) ?? 'Could not lift the suspension.', variant: 'destructive' }),
    });
  return (
    <li aria-label={`Suspended: ${name}`} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-3">
      <MemberAvatar member={{ name, firstName: name, photos: suspension.member.photos }} className="size-10" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{name}</p>
        <p className="truncate text-muted-foreground">{suspension.reason}</p>
      </div>
      <button type="button" className={smallButtonClass} disabled={lift.isPending} onClick={lifted}>
        Lift
      </button>
    </li>
  );
}
