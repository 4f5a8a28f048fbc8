import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { sendLiveMessage } from '../../../lib/live/live-channel.ts';
import type { Outbox } from './use-outbox.ts';
import { RecordVoiceButton } from './voice/record-voice-button.tsx';
import { useTranslation } from 'react-i18next';

/** The server relays one typing signal per couple of seconds; sending more often only costs the socket. */
const TYPING_SIGNAL_EVERY_MS = 2_000;

export function Composer({ matchId, senderId, outbox }: { matchId: string; senderId: string; outbox: Outbox }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const lastTypingSignal = useRef(0);
  const content = text.trim();

  const type = (value: string) => {
    setText(value);
    if (value.trim() && Date.now() - lastTypingSignal.current >= TYPING_SIGNAL_EVERY_MS) {
      lastTypingSignal.current = Date.now();
      sendLiveMessage({ type: 'typing', payload: { matchId } });
    }
  };

  /** 'Edit' puts the held-back text back in the field, to rewrite it. */
  const edit = () => {
    if (outbox.unconfirmed !== null) setText(outbox.unconfirmed);
    outbox.dismissUnconfirmed();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content) return;
    outbox.send(content);
    setText('');
    lastTypingSignal.current = 0;
  };

  return (
    <>
    {outbox.unconfirmed !== null && (
      <section role="alertdialog" aria-labelledby="are-you-sure" aria-describedby="are-you-sure-text" className="shrink-0 border-t border-border bg-surface-muted px-4 py-3">
        <h2 id="are-you-sure" className="font-semibold">{t('areYouSure.title')}</h2>
        <p id="are-you-sure-text" className="text-sm text-muted-foreground">{t('areYouSure.text')}</p>
        <div className="mt-2 flex gap-2">
          <button type="button" onClick={edit} className="rounded-full bg-primary px-4 py-1.5 text-sm font-semibold text-primary-foreground">
            {t('areYouSure.edit')}
          </button>
          <button type="button" onClick={() => outbox.send(outbox.unconfirmed ?? '', true)} className="rounded-full border border-border px-4 py-1.5 text-sm font-semibold">
            {t('areYouSure.sendAnyway')}
          </button>
        </div>
      </section>
    )}
    <form onSubmit={submit} className="relative flex shrink-0 items-center gap-2 border-t border-border bg-surface px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <input
        aria-label={t('composer.message')}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={(event) => type(event.target.value)}
        className="h-12 min-w-0 flex-1 rounded-full border border-border bg-background px-5 text-base placeholder:text-muted-foreground"
      />
      <RecordVoiceButton matchId={matchId} senderId={senderId} />
      <button
        type="submit"
        aria-label={t('composer.send')}
        disabled={!content}
        className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground transition-opacity disabled:opacity-40"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
    </>
  );
}
