import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function EventsDiscoveryPage() {
  return (
    <ScreenPlaceholder
      title="Discover Events"
      description="Find cultural, music, food and networking events near you."
    />
  );
}
