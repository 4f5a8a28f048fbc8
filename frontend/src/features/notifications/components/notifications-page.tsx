import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function NotificationsPage() {
  return (
    <ScreenPlaceholder
      title="Notifications"
      description="News about your matches, messages and likes will appear here."
      backTo="/"
    />
  );
}
