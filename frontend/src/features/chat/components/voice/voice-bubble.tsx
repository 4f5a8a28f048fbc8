import { useMediaUrl } from '../../../../lib/media/use-media-url.ts';
import { AudioPlayer } from '../../../../lib/voice-recorder/audio-player.tsx';
import type { ChatMessage } from '../../api/get-messages.ts';

/** A voice message in the conversation, played back in place by either member (its recording is private: fetched with the token). */
export function VoiceBubble({ message }: { message: ChatMessage }) {
  if (!message.voiceUrl) return <p>{message.content}</p>;
  return <VoicePlayback url={message.voiceUrl} duration={message.voiceDuration ?? 0} />;
}

function VoicePlayback({ url, duration }: { url: string; duration: number }) {
  const src = useMediaUrl(url);
  return (
    <div className="flex w-60 max-w-full items-center" aria-busy={src === null}>
      <AudioPlayer src={src ?? undefined} duration={duration} label="voice message" />
    </div>
  );
}
