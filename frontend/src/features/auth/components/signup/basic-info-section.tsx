import { LoaderCircle, LocateFixed } from 'lucide-react';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { iconButtonClass } from '../../../../components/icon-button-class.ts';
import { maxAge, minAge } from '../../signup-draft.ts';
import { heritageChoices } from '../../signup-options.ts';
import { useLocate } from '../../use-locate.ts';
import { bindText, type DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';

export function BasicInfoSection(props: DraftFieldsProps) {
  const { draft, errors, update } = props;
  const { locate, locating } = useLocate((place) => update('location', place));
  const LocateIcon = locating ? LoaderCircle : LocateFixed;

  return (
    <FormSection title="Basic Information">
      <div className="grid grid-cols-2 gap-3">
        <TextField label="First Name" autoComplete="given-name" {...bindText(props, 'firstName')} />
        <TextField label="Last Name" autoComplete="family-name" {...bindText(props, 'lastName')} />
      </div>
      <TextField label="Age" type="number" inputMode="numeric" min={minAge} max={maxAge} {...bindText(props, 'age')} />
      <TextField
        label="Location"
        autoComplete="address-level2"
        placeholder="City, Country"
        {...bindText(props, 'location')}
        trailing={
          <button
            type="button"
            onClick={locate}
            disabled={locating}
            aria-label="Detect my location"
            className={iconButtonClass}
          >
            <LocateIcon className={locating ? 'size-5 animate-spin text-primary-ink' : 'size-5 text-primary-ink'} aria-hidden />
          </button>
        }
      />
      <SelectField
        label="Heritage"
        placeholder="Select your heritage"
        choices={heritageChoices}
        value={draft.heritage}
        onChange={(heritage) => update('heritage', heritage)}
        error={errors.heritage}
      />
      <TextField label="Profession" autoComplete="organization-title" {...bindText(props, 'profession')} />
    </FormSection>
  );
}
