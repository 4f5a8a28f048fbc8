import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function CommunityEventsPage() {
  return (
    <ScreenPlaceholder
      title="Community Events"
      description="Cultural gatherings you can join, or invite a date to, will appear here."
      backTo="/"
    />
  );
}
