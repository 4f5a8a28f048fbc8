import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../lib/paths.ts';

interface AuthScreenProps {
  title: string;
  subtitle?: string;
  backTo?: string;
  children: ReactNode;
}

/** The frame shared by signup and login: header, a welcoming line, then the form. */
export function AuthScreen({ title, subtitle, backTo = paths.home.href, children }: AuthScreenProps) {
  return (
    <>
      <PageHeader title={title} backTo={backTo} />
      <div className="px-4 pb-10">
        {subtitle && <p className="mb-5 text-base text-muted-foreground">{subtitle}</p>}
        {children}
      </div>
    </>
  );
}
