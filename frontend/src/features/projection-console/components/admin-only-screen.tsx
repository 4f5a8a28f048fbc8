import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

/** Admin screens do not exist for anyone else (the API answers them 403 too). */
export function AdminOnlyScreen({ children }: { children: ReactNode }) {
  const { data: member } = useCurrentUser();
  if (member?.role !== 'admin') return <NotFoundPage />;
  return <>{children}</>;
}
