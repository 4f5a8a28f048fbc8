import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function SubscribePage() {
  return (
    <ScreenPlaceholder
      title="Sankofa Premium"
      description="Upgrade for international matching, priority matching and more."
      backTo="/profile"
    />
  );
}
