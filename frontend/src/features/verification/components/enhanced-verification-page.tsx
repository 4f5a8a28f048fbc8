import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function EnhancedVerificationPage() {
  return (
    <ScreenPlaceholder
      title="Enhanced Verification"
      description="Verify your identity to build trust and earn verified badges."
      backTo="/profile"
    />
  );
}
