import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { usePushSettings } from '../api/get-push-settings.ts';
import { DeviceSection } from './device-section.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { paths } from '../../../lib/paths.ts';

/** /settings/notifications: which of the member's devices get pushes, of which kinds, and when not. */
export function PushSettingsPage() {
  const { t } = useTranslation('push');
  const settings = usePushSettings();
  const header = <PageHeader title={t('title')} backTo={paths.notifications.href} />;
  if (settings.isPending) return <>{header}<PlaceholderNote>{t('loading')}</PlaceholderNote></>;
  if (settings.isError) return <>{header}<PlaceholderNote>{t('loadFailed')}</PlaceholderNote></>;
  return (
    <>
      {header}
      <div className="space-y-4 px-4 pb-8">
        <DeviceSection settings={settings.data} />
        <PreferencesForm settings={settings.data} />
      </div>
    </>
  );
}
