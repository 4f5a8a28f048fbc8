import { ShareMyDate } from '../features/date-safety/components/share-my-date.tsx';
import { VirtualDatesPage } from '../features/virtual-dates/components/virtual-dates-page.tsx';

/** Virtual Dates with 'Share my date' on each upcoming date's card. */
export function VirtualDatesScreen() {
  return <VirtualDatesPage dateSafety={(dateId) => <ShareMyDate date={{ kind: 'virtual_date', id: dateId }} />} />;
}
