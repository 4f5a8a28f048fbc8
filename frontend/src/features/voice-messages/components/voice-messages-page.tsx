import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function VoiceMessagesPage() {
  return (
    <ScreenPlaceholder
      title="Voice Messages"
      description="Record voice messages that stay on this device."
    />
  );
}
