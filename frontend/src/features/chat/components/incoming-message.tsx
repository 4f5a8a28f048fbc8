import { Languages } from 'lucide-react';
import { useState } from 'react';
import { MemberAvatar } from '../../../components/member-avatar.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import type { PublicMember } from '../../../lib/member.ts';
import { toast } from '../../../lib/toast.ts';
import { languageName, useLanguages } from '../api/get-languages.ts';
import type { ChatMessage } from '../api/get-messages.ts';
import { useTranslateMessage } from '../api/translate-message.ts';
import { DoesThisBotherYou } from './does-this-bother-you.tsx';
import { messageTime } from './message-time.ts';
import { ScamTip } from './scam-tip.tsx';
import { VoiceBubble } from './voice/voice-bubble.tsx';
import { useTranslation } from 'react-i18next';

const linkClass = 'inline-flex items-center gap-1 text-xs font-semibold text-primary-ink hover:underline disabled:opacity-50';

interface IncomingMessageProps {
  message: ChatMessage;
  sender: PublicMember;
  matchId: string;
}

/** A message from the match, with its translation into the reader's language when there is one. */
export function IncomingMessage({ message, sender, matchId }: IncomingMessageProps) {
  const { t } = useTranslation('chat');
  const { data: me } = useCurrentUser();
  const { data: languages } = useLanguages();
  const translate = useTranslateMessage();
  const [showOriginal, setShowOriginal] = useState(false);
  const translated = message.isTranslated && message.translatedContent !== null;
  const showingTranslation = translated && !showOriginal;

  const requestTranslation = () => {
    const targetLanguage = me?.preferredLanguage;
    if (!targetLanguage || targetLanguage === 'auto') {
      toast({ title: t('translate.setLanguage'), description: t('translate.setLanguageDescription'), variant: 'destructive' });
      return;
    }
    translate.mutate(
      { matchId, messageId: message.id, targetLanguage },
      {
        onSuccess: () => setShowOriginal(false),
        onError: () => toast({ title: t('translate.failed'), description: t('translate.failedDescription'), variant: 'destructive' }),
      },
    );
  };

  return (
    <div className="flex items-end gap-2">
      <MemberAvatar member={sender} className="size-8 text-xs" />
      <div className="max-w-[75%]">
        <div className="rounded-3xl rounded-bl-md bg-surface-muted px-4 py-2.5">
          {message.messageType === 'voice' ? (
            <VoiceBubble message={message} />
          ) : (
            <p className="break-words whitespace-pre-wrap">{showingTranslation ? message.translatedContent : message.content}</p>
          )}
          {showingTranslation && message.translatedLanguage && (
            <p className="mt-1 text-xs text-muted-foreground italic">
              (translated to {languageName(languages, message.translatedLanguage)})
            </p>
          )}
          <time dateTime={message.createdAt} className="mt-1 block text-xs text-muted-foreground">
            {messageTime(message.createdAt)}
          </time>
        </div>
        {message.messageType !== 'voice' && <div className="mt-1 flex flex-wrap items-center gap-3 px-2">
          {translated ? (
            <button type="button" className={linkClass} onClick={() => setShowOriginal(!showOriginal)}>
              <Languages className="size-3.5" aria-hidden />
              {showingTranslation ? t('translate.showOriginal') : t('translate.showTranslation')}
            </button>
          ) : (
            <button type="button" className={linkClass} disabled={translate.isPending} onClick={requestTranslation}>
              <Languages className="size-3.5" aria-hidden />
              {t('translate.translate')}
            </button>
          )}
          {message.originalLanguage && message.originalLanguage !== 'auto' && (
            <span className="text-xs text-muted-foreground">{t('translate.detected', { language: languageName(languages, message.originalLanguage) })}</span>
          )}
        </div>}
        {message.flagged && <DoesThisBotherYou message={message} />}
        {message.scamTip && <ScamTip senderId={message.senderId} />}
      </div>
    </div>
  );
}
