import type { ComponentType } from 'react';
import { Redirect, Route } from 'wouter';
import { useCurrentUser } from '../lib/auth/current-user.ts';
import { paths } from '../lib/paths.ts';
import { PlaceholderNote } from './placeholder-note.tsx';
import { useTranslation } from 'react-i18next';

interface MemberRouteProps {
  path: string;
  component: ComponentType;
}

/** A screen only a signed-in member can see; visitors are sent to the login screen. */
export function MemberRoute({ path, component: Screen }: MemberRouteProps) {
  return (
    <Route path={path}>
      <MembersOnly screen={Screen} />
    </Route>
  );
}

function MembersOnly({ screen: Screen }: { screen: ComponentType }) {
  const { t } = useTranslation();
  const { data: member, isPending, isError } = useCurrentUser();
  if (isPending) return null;
  if (isError) return <PlaceholderNote>{t('unreachable')}</PlaceholderNote>;
  if (!member) return <Redirect to={paths.login.href} replace />;
  return <Screen />;
}
