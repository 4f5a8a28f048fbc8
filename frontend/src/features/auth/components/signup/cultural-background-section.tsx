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

export function CulturalBackgroundSection(props: DraftFieldsProps) {
  const { draft, update } = props;
  const ethnicGroupListId = useId();

  return (
    <FormSection title="Cultural Background">
      <TextField label="Ethnic Group" list={ethnicGroupListId} placeholder="e.g. Yoruba" {...bindText(props, 'ethnicGroup')} />
      <datalist id={ethnicGroupListId}>
        {ethnicGroupSuggestions.map((group) => (
          <option key={group} value={group} />
        ))}
      </datalist>
      <ChoiceChips
        legend="Languages"
        choices={languageChoices}
        selected={draft.languages}
        onChange={(languages) => update('languages', languages)}
      />
      <SelectField
        label="Diaspora Generation"
        placeholder="Select your generation"
        choices={diasporaGenerationChoices}
        value={draft.diasporaGeneration}
        onChange={(generation) => update('diasporaGeneration', generation)}
      />
      <ChoiceChips
        legend="Cultural Values"
        choices={culturalValueChoices}
        selected={draft.culturalValues}
        onChange={(values) => update('culturalValues', values)}
      />
      <SelectField
        label="Religion / Spirituality"
        placeholder="Select your religion or spirituality"
        choices={religionChoices}
        value={draft.religionSpirituality}
        onChange={(religion) => update('religionSpirituality', religion)}
      />
      <SelectField
        label="Relationship Goals"
        placeholder="What are you looking for?"
        choices={relationshipGoalChoices}
        value={draft.relationshipGoals}
        onChange={(goals) => update('relationshipGoals', goals)}
      />
    </FormSection>
  );
}
