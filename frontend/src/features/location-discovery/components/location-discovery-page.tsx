import * as Tabs from '@radix-ui/react-tabs';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { paths } from '../../../lib/paths.ts';
import { locationModes } from '../location-modes.ts';
import { LocationModePanel } from './location-mode-panel.tsx';
import { useTranslation } from 'react-i18next';

const tabClass =
  'flex-1 rounded-full px-2 py-2 text-sm font-semibold text-muted-foreground transition-colors data-[state=active]:bg-primary data-[state=active]:text-primary-foreground';

export function LocationDiscoveryPage() {
  const { t } = useTranslation('location-discovery');
  const { data: member } = useCurrentUser();

  return (
    <>
      <PageHeader title={t('title')} backTo={paths.profile.href} />
      <Tabs.Root defaultValue={locationModes[0]!.mode} className="px-4">
        <Tabs.List aria-label={t('searchBy')} className="flex gap-1 rounded-full border border-border bg-surface p-1">
          {locationModes.map(({ mode }) => (
            <Tabs.Trigger key={mode} value={mode} className={tabClass}>
              {t(`modes.${mode}.tab`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {locationModes.map((option) => (
          <Tabs.Content key={option.mode} value={option.mode} className="mt-4">
            <LocationModePanel option={option} initialCity={option.mode === 'currentCity' ? (member?.currentCity ?? '') : ''} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
