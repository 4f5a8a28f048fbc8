import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function SignupPage() {
  return (
    <ScreenPlaceholder
      title="Create Your Account"
      description="Join a community that celebrates where you come from."
      backTo="/"
    />
  );
}
