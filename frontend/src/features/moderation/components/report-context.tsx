import { MemberAvatar } from '../../../components/member-avatar.tsx';
import type { PendingReport } from '../api/get-reports.ts';

/** Who was reported, as other members see them. */
export function ReportedProfile({ report }: { report: PendingReport }) {
  const profile = report.reportedProfile;
  if (!profile) return <p className="text-sm text-muted-foreground">This member has no profile any more.</p>;
  return (
    <div className="flex items-start gap-3" aria-label="Reported profile">
      <MemberAvatar member={profile} className="size-14 text-lg" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {profile.name}, {profile.age}
        </p>
        <p className="text-muted-foreground">
          {profile.profession} · {profile.location}
        </p>
        {profile.bio && <p className="mt-1 line-clamp-3">{profile.bio}</p>}
      </div>
    </div>
  );
}

/** The one message she reported, as it read then: still here if its sender has unsent it. */
export function ReportedMessage({ report }: { report: PendingReport }) {
  const message = report.reportedMessage;
  if (!message?.content) return null;
  return (
    <blockquote aria-label="Reported message" className="rounded-2xl border-l-4 border-kente-red bg-surface-muted/60 p-3 text-sm">
      {message.content}
      {message.sentAt && <time dateTime={message.sentAt} className="mt-1 block text-xs text-muted-foreground">Sent {new Date(message.sentAt).toLocaleString()}</time>}
    </blockquote>
  );
}

/** The conversation, only when the reporter chose to attach it. */
export function AttachedConversation({ report }: { report: PendingReport }) {
  if (!report.conversation) return <p className="text-sm text-muted-foreground">The reporter did not attach their conversation.</p>;
  if (report.conversation.length === 0) return <p className="text-sm text-muted-foreground">Conversation attached: no messages were exchanged.</p>;
  return (
    <section aria-label="Attached conversation" className="flex max-h-64 flex-col gap-2 overflow-y-auto rounded-2xl bg-surface-muted/60 p-3">
      {report.conversation.map((message) => (
        <p key={message.id} className="text-sm">
          <span className={message.senderId === report.reported.id ? 'font-semibold text-kente-red' : 'font-semibold'}>{message.senderName ?? 'Former member'}:</span>{' '}
          {message.content}
        </p>
      ))}
    </section>
  );
}
