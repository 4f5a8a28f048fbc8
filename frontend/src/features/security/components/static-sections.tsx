import { Bot, Fingerprint, LifeBuoy, Lock, MapPin, ScanEye, ShieldCheck, Eye, Database, Gauge, type LucideIcon } from 'lucide-react';
import { secondaryButtonClass } from '../../../components/button-classes.ts';
import { Card } from '../../../components/card.tsx';

const FEATURES: ReadonlyArray<[LucideIcon, string]> = [
  [Bot, 'AI Fraud Detection'],
  [Fingerprint, 'Device Fingerprinting'],
  [ScanEye, 'Behavioral Analysis'],
  [Gauge, 'Trust Score System'],
];

const PROTECTIONS: ReadonlyArray<[LucideIcon, string, string]> = [
  [Eye, 'Profile Visibility Control', 'Choose who can find you in discovery'],
  [MapPin, 'Location Privacy', 'Your location is never shown closer than a few kilometres'],
  [Lock, 'Message Encryption', 'Messages travel encrypted between you and us'],
  [Database, 'Data Protection', 'Your data is used only to run Sankofa'],
];

/** The spec's static list: every feature marked Active. */
export function ActiveSecurityFeatures() {
  return (
    <Card title="Active Security Features" icon={ShieldCheck}>
      <ul className="flex flex-col gap-2">
        {FEATURES.map(([Icon, name]) => (
          <li key={name} className="flex items-center gap-3 text-sm">
            <Icon className="size-4 text-primary-ink" aria-hidden />
            <span className="flex-1">{name}</span>
            <span className="rounded-full bg-kente-green/15 px-2 py-0.5 text-xs font-semibold text-kente-green">Active</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function PrivacyProtection() {
  return (
    <Card title="Privacy Protection" icon={Lock}>
      <ul className="flex flex-col gap-3">
        {PROTECTIONS.map(([Icon, name, detail]) => (
          <li key={name} className="flex items-start gap-3 text-sm">
            <Icon className="mt-0.5 size-4 text-primary-ink" aria-hidden />
            <div>
              <p className="font-medium">{name}</p>
              <p className="text-muted-foreground">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The spec shows no action behind the button. */
export function SecurityHelp() {
  return (
    <Card title="Security Help" icon={LifeBuoy}>
      <p className="mb-4 text-sm text-muted-foreground">Something looks wrong with your account? Our security team can help.</p>
      <button type="button" className={secondaryButtonClass}>
        Contact Security Support
      </button>
    </Card>
  );
}
