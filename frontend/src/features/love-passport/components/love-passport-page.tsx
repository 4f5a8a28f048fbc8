import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function LovePassportPage() {
  return (
    <ScreenPlaceholder
      title="Diaspora Love Passport"
      description="Explore connections in other regions of Africa and the diaspora."
      backTo="/profile"
    />
  );
}
