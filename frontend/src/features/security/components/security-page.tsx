import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function SecurityPage() {
  return (
    <ScreenPlaceholder
      title="Security & Privacy"
      description="Your security score, verifications and recent account activity will appear here."
      backTo="/profile"
    />
  );
}
