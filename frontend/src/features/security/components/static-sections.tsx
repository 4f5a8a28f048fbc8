import { Bot, Fingerprint, LifeBuoy, Lock, MapPin, ScanEye, ShieldCheck, Eye, Database, Gauge, type LucideIcon } from 'lucide-react';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';
import { useTranslation } from 'react-i18next';

const FEATURES: ReadonlyArray<[LucideIcon, string]> = [
  [Bot, 'fraud'],
  [Fingerprint, 'fingerprinting'],
  [ScanEye, 'behavior'],
  [Gauge, 'trustScore'],
];

const PROTECTIONS: ReadonlyArray<[LucideIcon, string]> = [
  [Eye, 'visibility'],
  [MapPin, 'location'],
  [Lock, 'encryption'],
  [Database, 'data'],
];

/** The spec's static list: every feature marked Active. */
export function ActiveSecurityFeatures() {
  const { t } = useTranslation('security');
  return (
    <Card title={t('features.title')} icon={ShieldCheck}>
      <ul className="flex flex-col gap-2">
        {FEATURES.map(([Icon, name]) => (
          <li key={name} className="flex items-center gap-3 text-sm">
            <Icon className="size-4 text-primary-ink" aria-hidden />
            <span className="flex-1">{t(`features.${name}`)}</span>
            <span className="rounded-full bg-kente-green/15 px-2 py-0.5 text-xs font-semibold text-kente-green">{t('active')}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function PrivacyProtection() {
  const { t } = useTranslation('security');
  return (
    <Card title={t('protection.title')} icon={Lock}>
      <ul className="flex flex-col gap-3">
        {PROTECTIONS.map(([Icon, name]) => (
          <li key={name} className="flex items-start gap-3 text-sm">
            <Icon className="mt-0.5 size-4 text-primary-ink" aria-hidden />
            <div>
              <p className="font-medium">{t(`protection.${name}.name`)}</p>
              <p className="text-muted-foreground">{t(`protection.${name}.detail`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The spec shows no action behind the button. */
export function SecurityHelp() {
  const { t } = useTranslation('security');
  return (
    <Card title={t('help.title')} icon={LifeBuoy}>
      <p className="mb-4 text-sm text-muted-foreground">{t('help.text')}</p>
      <button type="button" className={secondaryButtonClass}>
        {t('help.contact')}
      </button>
    </Card>
  );
}
