import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function MatchesPage() {
  return (
    <ScreenPlaceholder
      title="Matches"
      description="People you match with will appear here, ready to chat."
      backTo="/"
    />
  );
}
