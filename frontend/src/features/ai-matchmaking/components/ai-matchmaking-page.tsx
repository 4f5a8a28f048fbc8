import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function AiMatchmakingPage() {
  return (
    <ScreenPlaceholder
      title="AI Matchmaking"
      description="Tell us what matters most and get recommended matches."
    />
  );
}
