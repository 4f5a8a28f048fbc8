import { AudioPlayer } from '../../../../lib/voice-recorder/audio-player.tsx';
import type { ChatMessage } from '../../api/get-messages.ts';

/** A voice message in the conversation, played back in place by either member. */
export function VoiceBubble({ message }: { message: ChatMessage }) {
  if (!message.voiceUrl) return <p>{message.content}</p>;
  return (
    <div className="flex w-60 max-w-full items-center">
      <AudioPlayer src={message.voiceUrl} duration={message.voiceDuration ?? 0} label="voice message" />
    </div>
  );
}
