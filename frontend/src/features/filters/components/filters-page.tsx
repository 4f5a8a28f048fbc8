import { ScreenPlaceholder } from '../../../components/screen-placeholder.tsx';

export function FiltersPage() {
  return (
    <ScreenPlaceholder
      title="Cultural Compatibility"
      description="Choose the age range, heritage, languages and values you are looking for."
      backTo="/profile"
    />
  );
}
