import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useSendMessage } from '../api/send-message.ts';
import { RecordVoiceButton } from './voice/record-voice-button.tsx';

export function Composer({ matchId, senderId }: { matchId: string; senderId: string }) {
  const [text, setText] = useState('');
  const send = useSendMessage();
  const content = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!content || send.isPending) return;
    send.mutate(
      { matchId, senderId, content },
      {
        onSuccess: () => setText(''),
        onError: () => toast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="relative flex shrink-0 items-center gap-2 border-t border-border bg-surface px-3 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <input
        aria-label="Message"
        placeholder="Type a message..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="h-12 min-w-0 flex-1 rounded-full border border-border bg-background px-5 text-base placeholder:text-muted-foreground"
      />
      <RecordVoiceButton matchId={matchId} senderId={senderId} />
      <button
        type="submit"
        aria-label="Send"
        disabled={!content || send.isPending}
        className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground transition-opacity disabled:opacity-40"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
  );
}
