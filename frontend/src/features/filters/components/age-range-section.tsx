import { Card } from '../../../components/card.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useTranslation } from 'react-i18next';

interface AgeRangeSectionProps {
  ageMin: number;
  ageMax: number;
  onChange(changes: { ageMin?: number; ageMax?: number }): void;
}

/** Ages are parsed as whole numbers; a cleared box keeps the last number. */
const parseAge = (text: string, previous: number) => {
  const age = Number.parseInt(text, 10);
  return Number.isNaN(age) ? previous : age;
};

export function AgeRangeSection({ ageMin, ageMax, onChange }: AgeRangeSectionProps) {
  const { t } = useTranslation('filters');
  return (
    <Card title={t('age.title')}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('age.min')}
          type="number"
          inputMode="numeric"
          min={18}
          max={100}
          value={ageMin}
          onChange={(event) => onChange({ ageMin: parseAge(event.target.value, ageMin) })}
        />
        <TextField
          label={t('age.max')}
          type="number"
          inputMode="numeric"
          min={18}
          max={100}
          value={ageMax}
          onChange={(event) => onChange({ ageMax: parseAge(event.target.value, ageMax) })}
        />
      </div>
    </Card>
  );
}
