import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AdminOnly } from './admin-only.tsx';
import { ADMIN_LINKS } from './admin-links.ts';
import { paths } from '../../../lib/paths.ts';

export function AdminPage() {
  return (
    <AdminOnly>
      <PageHeader title="Admin" backTo={paths.profile.href} />
      <ul className="flex flex-col gap-2 px-4 pb-6">
        {ADMIN_LINKS.map(({ href, title, description, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:bg-surface-muted">
              <Icon className="size-6 shrink-0 text-primary-ink" aria-hidden />
              <span className="flex-1">
                <span className="block font-semibold">{title}</span>
                <span className="block text-xs text-muted-foreground">{description}</span>
              </span>
              <ChevronRight className="size-5 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </AdminOnly>
  );
}
