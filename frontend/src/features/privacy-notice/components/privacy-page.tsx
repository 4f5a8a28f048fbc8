import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';

/** The topics, in the order a member asks about them: what is kept, then how it is protected, then what she can do. */
const SECTIONS = [
  'profile',
  'photos',
  'messages',
  'location',
  'sensitive',
  'verification',
  'securityLog',
  'payments',
  'consents',
  'encryption',
  'banned',
  'rights',
] as const;

/** /privacy, public: in plain words, what Sankofa keeps, why, for how long, and who sees it. */
export function PrivacyPage() {
  const { t } = useTranslation('privacy-notice');
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="flex flex-col gap-4 px-4 pb-10">
        <p className="flex items-start gap-2 text-base text-muted-foreground">
          <ShieldCheck className="mt-1 size-5 shrink-0 text-primary-ink" aria-hidden />
          {t('intro')}
        </p>
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`} className="rounded-3xl border border-border bg-surface p-5">
            <h2 id={`privacy-${section}`} className="mb-2 text-lg font-semibold">
              {t(`sections.${section}.title`)}
            </h2>
            <p className="text-sm leading-relaxed">{t(`sections.${section}.body`)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
