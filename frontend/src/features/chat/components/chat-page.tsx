import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function ChatPage() {
  return (
    <ScreenPlaceholder
      title="Chat"
      description="Your conversation with this match will appear here."
      backTo="/matches"
    />
  );
}
