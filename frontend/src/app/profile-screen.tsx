import { ChatPrivacySettings } from '../features/chat/components/chat-privacy-settings.tsx';
import { HiddenWordsSettings } from '../features/chat/components/hidden-words-settings.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';

/** The Profile screen with the settings other features keep there. */
export function ProfileScreen() {
  return (
    <ProfilePage
      settings={
        <>
          <ChatPrivacySettings />
          <HiddenWordsSettings />
        </>
      }
    />
  );
}
