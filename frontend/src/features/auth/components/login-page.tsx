import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function LoginPage() {
  return <ScreenPlaceholder title="Log In" description="Sign in to continue to Sankofa." backTo="/" />;
}
