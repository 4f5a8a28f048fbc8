import { useState, type FormEvent } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import type { CurrentUser } from '../../../lib/member.ts';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface ProfileEditFormProps {
  member: CurrentUser;
  onDone(): void;
}

type EditableField = 'name' | 'age' | 'location' | 'heritage' | 'profession';
type Draft = Record<EditableField, string>;

/** The name is one field on screen and two in the profile: the first word, then the rest. */
function toChanges(draft: Draft, t: TFunction<'profile'>): ProfileChanges | string {
  const [firstName, ...rest] = draft.name.trim().split(/\s+/);
  const age = Number(draft.age);
  if (!firstName || rest.length === 0) return t('edit.nameRequired');
  if (!Number.isInteger(age) || age < 18 || age > 100) return t('edit.ageRange');
  return {
    firstName,
    lastName: rest.join(' '),
    age,
    location: draft.location.trim(),
    heritage: draft.heritage.trim(),
    profession: draft.profession.trim(),
  };
}

export function ProfileEditForm({ member, onDone }: ProfileEditFormProps) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<Draft>({
    name: member.name,
    age: String(member.age),
    location: member.location ?? '',
    heritage: member.heritage ?? '',
    profession: member.profession ?? '',
  });
  const [error, setError] = useState<string>();
  const updateProfile = useUpdateProfile();

  const field = (name: EditableField) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const changes = toChanges(draft, t);
    if (typeof changes === 'string') return setError(changes);
    setError(undefined);
    updateProfile.mutate(changes, {
      onSuccess: onDone,
      onError: (failure) => setError(serverMessageOf(failure) ?? t('edit.failed')),
    });
  };

  return (
    <Card title={t('edit.title')}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <TextField label={t('edit.name')} autoComplete="name" autoFocus {...field('name')} />
        <TextField label={t('edit.age')} type="number" inputMode="numeric" min={18} max={100} {...field('age')} />
        <TextField label={t('basic.location')} autoComplete="address-level2" {...field('location')} />
        <TextField label={t('basic.heritage')} {...field('heritage')} />
        <TextField label={t('basic.profession')} {...field('profession')} />
        {error && (
          <p role="alert" className="text-sm text-kente-red">
            {error}
          </p>
        )}
        <div className="grid grid-cols-2 gap-3">
          <button type="button" onClick={onDone} disabled={updateProfile.isPending} className={secondaryButtonClass}>
            {t('edit.cancel')}
          </button>
          <button type="submit" disabled={updateProfile.isPending} className={primaryButtonClass}>
            {updateProfile.isPending ? t('edit.saving') : t('edit.save')}
          </button>
        </div>
      </form>
    </Card>
  );
}
