import { useState } from 'react';
import { applyAsInfluencer, INFLUENCER_LIMITS, INFLUENCER_TYPE_LABELS } from '@sankofa/contracts';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useApplyAsInfluencer } from '../api/influencer-application.ts';
import { fieldErrorsOf } from './form-errors.ts';
import { SheetDialog } from './sheet-dialog.tsx';
import { useTranslation } from 'react-i18next';

const EMPTY = { influencerType: '', bio: '', socialLinks: '', followerCount: String(INFLUENCER_LIMITS.minFollowers), specialties: '' };

export function ApplyDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { t } = useTranslation('cultural-influencers');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const apply = useApplyAsInfluencer();
  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () => {
    // Links and specialties are comma-separated text: the contract splits and trims them.
    const parsed = applyAsInfluencer.body.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    apply.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: t('apply.submitted'), description: t('underReview') });
        setForm(EMPTY);
        onOpenChange(false);
      },
      onError: (error) => toast({ title: t('apply.failed'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
    });
  };

  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} title={t('apply.title')} description={t('apply.description')}>
      <div className="flex flex-col gap-4">
        <SelectField
          label={t('apply.type')}
          placeholder={t('apply.selectType')}
          value={form.influencerType}
          onChange={set('influencerType')}
          choices={Object.entries(INFLUENCER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.influencerType}
        />
        <div>
          <TextAreaField label={t('apply.bio')} placeholder={t('apply.bioPlaceholder')} value={form.bio} onChange={(event) => set('bio')(event.target.value)} />
          {errors.bio && <p className="mt-1 text-sm text-kente-red">{errors.bio}</p>}
        </div>
        <TextField label={t('apply.links')} placeholder="https://instagram.com/you, https://tiktok.com/@you" value={form.socialLinks} onChange={(event) => set('socialLinks')(event.target.value)} error={errors.socialLinks} />
        <TextField label={t('apply.followerCount')} type="number" min={INFLUENCER_LIMITS.minFollowers} value={form.followerCount} onChange={(event) => set('followerCount')(event.target.value)} error={errors.followerCount} />
        <TextField label={t('apply.specialties')} placeholder="Afrobeats, Jollof, Adinkra" value={form.specialties} onChange={(event) => set('specialties')(event.target.value)} error={errors.specialties} />
        <button type="button" className={primaryButtonClass} disabled={apply.isPending} onClick={submit}>
          {apply.isPending ? t('submitting') : t('apply.submit')}
        </button>
      </div>
    </SheetDialog>
  );
}
