import { useId } from 'react';
import { ChoiceChips } from '../../../../components/form/choice-chips.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import {
  culturalValueChoices,
  diasporaGenerationChoices,
  ethnicGroupSuggestions,
  languageChoices,
  relationshipGoalChoices,
  religionChoices,
} from '../../signup-options.ts';
import { bindText, type DraftFieldsProps } from './draft-fields.ts';
import { FormSection } from './form-section.tsx';
import { useTranslation } from 'react-i18next';

export function CulturalBackgroundSection(props: DraftFieldsProps) {
  const { t } = useTranslation('auth');
  const { draft, update } = props;
  const ethnicGroupListId = useId();

  return (
    <FormSection title={t('signup.culturalBackground')}>
      <TextField label={t('signup.ethnicGroup')} list={ethnicGroupListId} placeholder={t('signup.ethnicGroupPlaceholder')} {...bindText(props, 'ethnicGroup')} />
      <datalist id={ethnicGroupListId}>
        {ethnicGroupSuggestions.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
      <ChoiceChips
        legend={t('signup.languages')}
        choices={languageChoices}
        selected={draft.languages}
        onChange={(languages) => update('languages', languages)}
      />
      <SelectField
        label={t('signup.diasporaGeneration')}
        placeholder={t('signup.generationPlaceholder')}
        choices={diasporaGenerationChoices}
        value={draft.diasporaGeneration}
        onChange={(generation) => update('diasporaGeneration', generation)}
      />
      <ChoiceChips
        legend={t('signup.culturalValues')}
        choices={culturalValueChoices}
        selected={draft.culturalValues}
        onChange={(values) => update('culturalValues', values)}
      />
      <SelectField
        label={t('signup.religion')}
        placeholder={t('signup.religionPlaceholder')}
        choices={religionChoices}
        value={draft.religionSpirituality}
        onChange={(religion) => update('religionSpirituality', religion)}
      />
      <SelectField
        label={t('signup.relationshipGoals')}
        placeholder={t('signup.goalsPlaceholder')}
        choices={relationshipGoalChoices}
        value={draft.relationshipGoals}
        onChange={(goals) => update('relationshipGoals', goals)}
      />
    </FormSection>
  );
}
