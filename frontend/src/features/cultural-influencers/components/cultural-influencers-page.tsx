import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function CulturalInfluencersPage() {
  return (
    <ScreenPlaceholder
      title="Cultural Influencers"
      description="Follow cultural voices and join their live events."
      backTo="/profile"
    />
  );
}
