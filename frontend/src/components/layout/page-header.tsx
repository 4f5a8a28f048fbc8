import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { iconButtonClass } from '../icon-button-class.ts';
import { useTranslation } from 'react-i18next';

interface PageHeaderProps {
  title: string;
  backTo?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, backTo, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-10 bg-background/95 backdrop-blur">
      <div className="kente-stripe h-1" aria-hidden />
      <div className="flex h-16 items-center gap-2 px-4">
        {backTo && (
          <Link
            href={backTo}
            aria-label={t('back')}
            className={`-ml-2 ${iconButtonClass}`}
          >
            <ArrowLeft className="size-5" aria-hidden />
          </Link>
        )}
        <h1 className="min-w-0 flex-1 truncate font-display text-2xl font-bold tracking-tight">{title}</h1>
        {actions}
      </div>
    </header>
  );
}
