import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function VirtualDatesPage() {
  return (
    <ScreenPlaceholder
      title="Virtual Dates"
      description="Voice calls, video chats and cultural trivia with your matches."
      backTo="/matches"
    />
  );
}
