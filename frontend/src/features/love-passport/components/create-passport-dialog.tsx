import * as Dialog from '@radix-ui/react-dialog';
import { Info, X } from 'lucide-react';
import { useState } from 'react';
import { primaryButtonClass } from '../../../components/button-classes.ts';
import { iconButtonClass } from '../../../components/icon-button-class.ts';
import { SelectField } from '../../../components/form/select-field.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateLovePassport } from '../api/create-love-passport.ts';
import type { PassportRegion } from '../api/get-love-passports.ts';
import { returnFocusToOpener } from '../../../components/return-focus.ts';
import { useTranslation } from 'react-i18next';

interface CreatePassportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  regions: readonly PassportRegion[];
  isPremium: boolean;
  /** Regions of the member's active passports. */
  activeRegions: readonly string[];
}

const ANY_COUNTRY = 'any';

export function CreatePassportDialog({ open, onOpenChange, regions, isPremium, activeRegions }: CreatePassportDialogProps) {
  const { t } = useTranslation('love-passport');
  const [region, setRegion] = useState('');
  const [country, setCountry] = useState(ANY_COUNTRY);
  const create = useCreateLovePassport();
  const chosen = regions.find((candidate) => candidate.name === region);
  // Spec section 5: for free members, every region but the one already active needs Premium.
  const needsPremium = (name: string) => !isPremium && activeRegions.length > 0 && !activeRegions.includes(name);

  const activate = () => {
    if (!region) {
      toast({ title: t('create.selectRegion'), description: t('create.selectRegionDescription'), variant: 'destructive' });
      return;
    }
    create.mutate(
      { region, ...(country !== ANY_COUNTRY ? { country } : {}), isPremium },
      {
        onSuccess: () => {
          toast({ title: t('create.activated'), description: t('create.activatedDescription') });
          setRegion('');
          setCountry(ANY_COUNTRY);
          onOpenChange(false);
        },
        onError: (error) => toast({ title: t('create.failed'), description: serverMessageOf(error) ?? t('tryAgain'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-black/60 backdrop-blur-sm" />
        <Dialog.Content onCloseAutoFocus={returnFocusToOpener} className="fixed inset-x-0 bottom-0 z-40 mx-auto max-h-[92dvh] max-w-md overflow-y-auto rounded-t-3xl border border-border bg-background px-4 pt-4 pb-8 shadow-2xl">
          <div className="mb-4 flex items-start gap-3">
            <Dialog.Title className="flex-1 font-display text-2xl font-bold">{t('create.title')}</Dialog.Title>
            <Dialog.Close className={iconButtonClass} aria-label={t('close')}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('create.description')}</Dialog.Description>
          <div className="flex flex-col gap-4">
            <SelectField
              label={t('create.region')}
              placeholder={t('create.chooseRegion')}
              value={region}
              onChange={(value) => {
                setRegion(value);
                setCountry(ANY_COUNTRY);
              }}
              choices={regions.map(({ name }) => ({ value: name, label: needsPremium(name) ? t('create.premiumRequired', { name }) : name, disabled: needsPremium(name) }))}
            />
            {chosen && (
              <SelectField
                label={t('create.country')}
                placeholder={t('create.anyCountry')}
                value={country}
                onChange={setCountry}
                choices={[{ value: ANY_COUNTRY, label: t('create.anyCountry') }, ...chosen.countries.map((name) => ({ value: name, label: name }))]}
              />
            )}
            <p className="flex gap-2 rounded-2xl border border-border bg-surface p-3 text-sm leading-relaxed">
              <Info className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden />
              <span>
                {isPremium
                  ? t('create.premiumPassport')
                  : t('create.freePassport')}
              </span>
            </p>
            <button type="button" className={primaryButtonClass} disabled={create.isPending} onClick={activate}>
              {create.isPending ? t('create.creating') : t('create.activate')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
