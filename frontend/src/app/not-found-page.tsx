import { Link } from 'wouter';
import { PageHeader } from '../components/layout/page-header.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="404 Page Not Found" />
      <section className="px-4 pt-2">
        <div className="rounded-3xl border border-border bg-surface p-6">
          <p className="text-base leading-relaxed text-muted-foreground">
            There is nothing at this address. It may have moved, or the link may be mistyped.
          </p>
          <Link
            href="/"
            className="mt-5 inline-block rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-primary-foreground"
          >
            Back to Discover
          </Link>
        </div>
      </section>
    </>
  );
}
