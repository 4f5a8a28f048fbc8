import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function LocationDiscoveryPage() {
  return (
    <ScreenPlaceholder
      title="Location Discovery"
      description="Find people in your city, in diaspora hubs and from your home country."
    />
  );
}
