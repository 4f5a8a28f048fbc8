import { useState } from 'react';
import { TextAreaField } from '../../../../components/form/text-area-field.tsx';
import { useUpdateTextBio } from '../../api/update-text-bio.ts';
import { Tips } from './tips.tsx';
import { useDebouncedSubmit } from './use-debounced-submit.ts';

const saveDelayMs = 800;

const tips = [
  'Share what your heritage means to you',
  'Mention the languages you speak and the traditions you love',
  'Say what you are looking for in a partner',
  'Keep it warm, honest and positive',
];

export function TextBioTab({ savedBio }: { savedBio: string }) {
  const [text, setText] = useState(savedBio);
  const { mutate: saveBio, isPending } = useUpdateTextBio();
  const { schedule, cancel } = useDebouncedSubmit(saveBio, saveDelayMs);

  const edit = (next: string) => {
    setText(next);
    // Spec: only a non-blank change updates the bio.
    if (next.trim()) schedule(next);
    else cancel();
  };

  return (
    <div className="flex flex-col gap-4">
      <Tips title="Writing tips" tips={tips} />
      <TextAreaField
        label="Bio"
        hint={isPending ? 'Saving...' : 'Saved automatically as you type.'}
        rows={6}
        placeholder="Tell others about yourself, your culture and what you're looking for..."
        value={text}
        onChange={(event) => edit(event.target.value)}
      />
    </div>
  );
}
