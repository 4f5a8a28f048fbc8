import { smallButtonClass } from '../../../components/button-classes.ts';
import { useAnswerInvitation, useInvitations } from '../api/invitations.ts';

const dateText = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const STATUS_TEXT = { pending: 'Waiting for an answer', accepted: 'Accepted', declined: 'Declined' } as const;

/** Date invitations: received ones are answered here; sent ones show where they stand. */
export function InvitationsList() {
  const { data: invitations = [] } = useInvitations();
  const answer = useAnswerInvitation();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-2">
      <h2 id="invitations-heading" className="font-display text-xl font-bold">Date Invitations</h2>
      {invitations.map((invitation) => (
        <article key={invitation.id} className="rounded-2xl border border-border bg-surface p-4 text-sm" aria-label={`Invitation to ${invitation.eventTitle}`}>
          <p className="font-semibold">
            {invitation.direction === 'received' ? `${invitation.otherMember.firstName} invited you to ${invitation.eventTitle}` : `You invited ${invitation.otherMember.firstName} to ${invitation.eventTitle}`}
          </p>
          <p className="text-muted-foreground">{dateText(invitation.eventDate)} at {invitation.eventTime} · {invitation.venue}, {invitation.city}</p>
          <p className="mt-1 italic">“{invitation.message}”</p>
          {invitation.direction === 'received' && invitation.status === 'pending' ? (
            <div className="mt-2 flex gap-2">
              <button type="button" className={smallButtonClass} disabled={answer.isPending} onClick={() => answer.mutate({ eventId: invitation.eventId, inviteId: invitation.id, answer: 'accepted' })}>Accept</button>
              <button type="button" className={smallButtonClass} disabled={answer.isPending} onClick={() => answer.mutate({ eventId: invitation.eventId, inviteId: invitation.id, answer: 'declined' })}>Decline</button>
            </div>
          ) : (
            <p className="mt-2 font-medium">{STATUS_TEXT[invitation.status]}</p>
          )}
        </article>
      ))}
    </section>
  );
}
