import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

/** The event browser does not exist for anyone but admins (the API answers them 403 too). */
export function AdminsOnly({ children }: { children: ReactNode }) {
  const { data: member } = useCurrentUser();
  if (member?.role !== 'admin') return <NotFoundPage />;
  return <>{children}</>;
}
