import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function GamesPage() {
  return (
    <ScreenPlaceholder
      title="Games"
      description="Play icebreakers like Lie Detector and Guessary with your matches."
    />
  );
}
