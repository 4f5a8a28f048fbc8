import { ChatPage } from '../features/chat/components/chat-page.tsx';
import { AskToVerifyButton } from '../features/verification/components/ask-to-verify-button.tsx';

/** The chat with 'Ask to verify' in the match's profile, while the match is not verified. */
export function ChatScreen() {
  return <ChatPage profileActions={(match) => (match.isVerified ? null : <AskToVerifyButton memberId={match.id} name={match.firstName || match.name} />)} />;
}
