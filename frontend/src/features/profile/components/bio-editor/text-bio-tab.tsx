import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../../components/form/text-area-field.tsx';
import { useUpdateTextBio } from '../../api/update-text-bio.ts';
import { Tips } from './tips.tsx';
import { useDebouncedSubmit } from './use-debounced-submit.ts';

const saveDelayMs = 800;

const tipKeys = ['heritage', 'languages', 'partner', 'tone'] as const;

export function TextBioTab({ savedBio }: { savedBio: string }) {
  const { t } = useTranslation('profile');
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
      <Tips title={t('bioEditor.text.tipsTitle')} tips={tipKeys.map((key) => t(`bioEditor.text.tips.${key}`))} />
      <TextAreaField
        label={t('bioEditor.text.label')}
        hint={isPending ? t('bioEditor.text.saving') : t('bioEditor.text.autosave')}
        rows={6}
        placeholder={t('bioEditor.text.placeholder')}
        value={text}
        onChange={(event) => edit(event.target.value)}
      />
    </div>
  );
}
