import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { DiscoverHeader } from './discover-header.tsx';

export function DiscoverPage() {
  return (
    <>
      <DiscoverHeader />
      <PlaceholderNote>Profiles suggested for you will appear here, ready to swipe.</PlaceholderNote>
    </>
  );
}
