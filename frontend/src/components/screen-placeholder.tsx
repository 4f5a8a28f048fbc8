import { PageHeader } from './layout/page-header.tsx';
import { PlaceholderNote } from './placeholder-note.tsx';

interface ScreenPlaceholderProps {
  title: string;
  /** One honest line on what the screen is for. */
  description: string;
  backTo?: string;
}

export function ScreenPlaceholder({ title, description, backTo }: ScreenPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <PlaceholderNote>{description}</PlaceholderNote>
    </>
  );
}
