import { PlaceholderNote } from '../../../components/placeholder-note.tsx';
import { useEventCategories } from '../api/get-event-categories.ts';

/** Each stream category with its count; choosing one searches its streams. */
export function EventCategories({ onChoose }: { onChoose: (category: string) => void }) {
  const { data: categories, isPending, isError } = useEventCategories();
  if (isPending) return <PlaceholderNote>Loading categories...</PlaceholderNote>;
  if (isError) return <PlaceholderNote>The categories could not be loaded.</PlaceholderNote>;
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title" className="mb-2 text-lg font-semibold">
        Stream categories
      </h2>
      <ul className="flex flex-wrap gap-2" aria-label="Stream categories">
        {categories.map(({ category, count }) => (
          <li key={category}>
            <button
              type="button"
              onClick={() => onChoose(category)}
              className="rounded-full border border-border bg-surface px-3 py-1 text-sm hover:bg-surface-muted"
              aria-label={`${category}: ${count} events`}
            >
              <span className="font-semibold">{category}</span> <span className="tabular-nums text-muted-foreground">{count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
