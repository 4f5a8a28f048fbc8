import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { AboutMe } from './about-me.tsx';
import { BasicInformation } from './basic-information.tsx';
import { CompatibilitySummary } from './compatibility-summary.tsx';
import { LogOutButton } from './log-out-button.tsx';
import { PremiumPanel } from './premium-panel.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfileHero } from './profile-hero.tsx';
import { ToolsAndFeatures } from './tools-and-features.tsx';
import { YourStats } from './your-stats.tsx';
import { useTranslation } from 'react-i18next';
import { LanguageSettings } from './language-settings.tsx';
import { PauseAccountSettings } from './pause-account-settings.tsx';
import { ContactDetailsSettings } from './contact-details-settings.tsx';
import { DownloadMyDataSettings } from './download-my-data-settings.tsx';
import { SensitiveDataConsentSettings } from './sensitive-data-consent-settings.tsx';
import { DeleteAccountSettings } from './delete-account-settings.tsx';

/** `settings`: what other features let the member set here (the app composes them in). */
export function ProfilePage({ settings }: { settings?: ReactNode }) {
  const { t } = useTranslation('profile');
  const { data: member } = useCurrentUser();
  const [editing, setEditing] = useState(false);

  if (!member) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PlaceholderNote>{t('loading')}</PlaceholderNote>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="flex flex-col gap-4 px-4 pb-6">
        <ProfileHero member={member} editing={editing} onToggleEdit={() => setEditing(!editing)} />
        {editing && <ProfileEditForm member={member} onDone={() => setEditing(false)} />}
        <BasicInformation member={member} />
        <AboutMe member={member} />
        <CompatibilitySummary />
        <ToolsAndFeatures />
        <YourStats />
        <PremiumPanel isPremium={member.isPremium} />
        <LanguageSettings />
        {settings}
        <ContactDetailsSettings email={member.email} phoneNumber={member.phoneNumber} />
        <SensitiveDataConsentSettings consent={member.sensitiveDataConsent} />
        <PauseAccountSettings paused={member.paused} />
        <DownloadMyDataSettings />
        <DeleteAccountSettings twoFactorEnabled={member.twoFactorEnabled} />
        <LogOutButton />
      </div>
    </>
  );
}
