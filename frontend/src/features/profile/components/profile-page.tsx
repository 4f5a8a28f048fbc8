import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function ProfilePage() {
  return (
    <ScreenPlaceholder
      title="Profile"
      description="Your photos, bio and cultural background will appear here."
    />
  );
}
