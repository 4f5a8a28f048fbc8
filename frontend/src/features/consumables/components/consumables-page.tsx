import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function ConsumablesPage() {
  return (
    <ScreenPlaceholder
      title="Consumable Items"
      description="Enhance your dating experience with premium items - $5 each"
      backTo="/profile"
    />
  );
}
