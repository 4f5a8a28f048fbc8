import { LoaderCircle, LocateFixed } from 'lucide-react';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { iconButtonClass } from '../../../../components/icon-button-class.ts';
import { maxAge, minAge } from '../../signup-draft.ts';
import { heritageChoices } from '../../signup-options.ts';
import { useLocate } from '../../use-locate.ts';
import { bindText, type DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';
import { useTranslation } from 'react-i18next';

export function BasicInfoSection(props: DraftFieldsProps) {
  const { t } = useTranslation('auth');
  const { draft, errors, update } = props;
  const { locate, locating } = useLocate((place) => update('location', place));
  const LocateIcon = locating ? LoaderCircle : LocateFixed;

  return (
    <FormSection title={t('signup.basicInfo')}>
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('signup.firstName')} autoComplete="given-name" {...bindText(props, 'firstName')} />
        <TextField label={t('signup.lastName')} autoComplete="family-name" {...bindText(props, 'lastName')} />
      </div>
      <TextField label={t('signup.age')} type="number" inputMode="numeric" min={minAge} max={maxAge} {...bindText(props, 'age')} />
      <TextField
        label={t('signup.location')}
        autoComplete="address-level2"
        placeholder={t('signup.locationPlaceholder')}
        {...bindText(props, 'location')}
        trailing={
          <button
            type="button"
            onClick={locate}
            disabled={locating}
            aria-label={t('signup.detectLocation')}
            className={iconButtonClass}
          >
            <LocateIcon className={locating ? 'size-5 animate-spin text-primary-ink' : 'size-5 text-primary-ink'} aria-hidden />
          </button>
        }
      />
      <SelectField
        label={t('signup.heritage')}
        placeholder={t('signup.heritagePlaceholder')}
        choices={heritageChoices}
        value={draft.heritage}
        onChange={(heritage) => update('heritage', heritage)}
        error={errors.heritage}
      />
      <TextField label={t('signup.profession')} autoComplete="organization-title" {...bindText(props, 'profession')} />
    </FormSection>
  );
}
