import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { paths } from '../../../lib/paths.ts';
import { useHiddenMessages } from '../api/hidden-words.ts';
import { messageTime } from './message-time.ts';

/** `/matches/hidden`: messages with her hidden words, and messages from people she has not matched (issue 23); she can read them all here. */
export function HiddenMessagesPage() {
  const { t } = useTranslation('chat');
  const { data: messages, isPending, isError } = useHiddenMessages();
  const header = <PageHeader title={t('hidden.title')} backTo={paths.matches.href} />;
  if (isPending) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (isError) return <>{header}<PlaceholderNote>{t('hidden.failed')}</PlaceholderNote></>;

  return (
    <>
      {header}
      <section className="px-4" aria-labelledby="hidden-messages">
        <h2 id="hidden-messages" className="sr-only">{t('hidden.title')}</h2>
        <p className="mb-3 text-sm text-muted-foreground">{t('hidden.explanation')}</p>
        {messages.length === 0 && <p className="text-center text-muted-foreground">{t('hidden.empty')}</p>}
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-2xl bg-surface-muted px-4 py-3">
              <p className="text-sm font-semibold">
                {message.sender.name} · <span className="font-normal text-muted-foreground">{message.matchId ? t('hidden.fromMatch') : t('hidden.beforeMatch')}</span>
              </p>
              <p className="break-words whitespace-pre-wrap">{message.content}</p>
              <p className="mt-1 flex items-center justify-between text-xs text-muted-foreground">
                <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
                {message.matchId && (
                  <Link href={paths.chat.href(message.matchId)} className="font-semibold text-primary-ink hover:underline">
                    {t('hidden.openChat')}
                  </Link>
                )}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
