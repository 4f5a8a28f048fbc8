import type { ReactNode } from 'react';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { useAnswerInvitation, useInvitations, type Invitation } from '../api/invitations.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

const dateText = (date: string) => formatDate(`${date}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });


/** Date invitations: received ones are answered here; sent ones show where they stand. `dateSafety`: what another feature shows on one not declined (sharing it with a trusted contact). */
export function InvitationsList({ dateSafety }: { dateSafety?: (invitation: Invitation) => ReactNode }) {
  const { t } = useTranslation('community-events');
  const { data: invitations = [] } = useInvitations();
  const answer = useAnswerInvitation();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="flex flex-col gap-2">
      <h2 id="invitations-heading" className="font-display text-xl font-bold">{t('invitations.title')}</h2>
      {invitations.map((invitation) => (
        <article key={invitation.id} className="rounded-2xl border border-border bg-surface p-4 text-sm" aria-label={t('invitations.label', { title: invitation.eventTitle })}>
          <p className="font-semibold">
            {invitation.direction === 'received' ? t('invitations.received', { name: invitation.otherMember.firstName, title: invitation.eventTitle }) : t('invitations.sent', { name: invitation.otherMember.firstName, title: invitation.eventTitle })}
          </p>
          <p className="text-muted-foreground">{t('invitations.when', { date: dateText(invitation.eventDate), time: invitation.eventTime })} · {invitation.venue}, {invitation.city}</p>
          <p className="mt-1 italic">“{invitation.message}”</p>
          {invitation.direction === 'received' && invitation.status === 'pending' ? (
            <div className="mt-2 flex gap-2">
              <button type="button" className={smallButtonClass} disabled={answer.isPending} onClick={() => answer.mutate({ eventId: invitation.eventId, inviteId: invitation.id, answer: 'accepted' })}>{t('invitations.accept')}</button>
              <button type="button" className={smallButtonClass} disabled={answer.isPending} onClick={() => answer.mutate({ eventId: invitation.eventId, inviteId: invitation.id, answer: 'declined' })}>{t('invitations.decline')}</button>
            </div>
          ) : (
            <p className="mt-2 font-medium">{t(`invitations.status.${invitation.status}`)}</p>
          )}
          {invitation.status !== 'declined' && dateSafety && <div className="mt-2">{dateSafety(invitation)}</div>}
        </article>
      ))}
    </section>
  );
}
