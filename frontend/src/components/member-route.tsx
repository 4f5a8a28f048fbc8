import type { ComponentType } from 'react';
import { Redirect, Route } from 'wouter';
import { useCurrentUser } from '../lib/auth/current-user.ts';
import { PlaceholderNote } from './placeholder-note.tsx';

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
  const { data: member, isPending, isError } = useCurrentUser();
  if (isPending) return null;
  if (isError) return <PlaceholderNote>We could not reach Sankofa. Check your connection and reload.</PlaceholderNote>;
  if (!member) return <Redirect to="/login" replace />;
  return <Screen />;
}
