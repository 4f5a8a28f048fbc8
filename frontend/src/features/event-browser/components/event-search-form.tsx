import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { smallButtonClass } from '../../../components/button-classes.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import type { EventSearch } from '../api/search-events.ts';

export const EMPTY_SEARCH: EventSearch = { type: '', stream: '', from: '', to: '' };

/** Type exactly, stream by name or prefix, a time range; the search runs when submitted. */
export function EventSearchForm({ initial, onSearch }: { initial: EventSearch; onSearch: (search: EventSearch) => void }) {
  const [draft, setDraft] = useState(initial);
  const field = (name: keyof EventSearch) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ type: draft.type.trim(), stream: draft.stream.trim(), from: draft.from, to: draft.to });
  };
  return (
    <form role="search" aria-label="Search events" onSubmit={submit} className="grid grid-cols-2 gap-2">
      <TextField label="Event type" placeholder="SwipeRecorded" {...field('type')} />
      <TextField label="Stream" placeholder="member- or a whole stream" {...field('stream')} />
      <TextField label="From" type="datetime-local" step="1" {...field('from')} />
      <TextField label="To" type="datetime-local" step="1" {...field('to')} />
      <button type="submit" className={`${smallButtonClass} col-span-2`}>
        <Search className="size-4" aria-hidden />
        Search
      </button>
    </form>
  );
}
