import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function ProfileViewersPage() {
  return (
    <ScreenPlaceholder
      title="Profile Viewers"
      description="Premium members see who viewed their profile here."
      backTo="/profile"
    />
  );
}
