import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toaster';
import { PATHS, searchPath } from '@shared/routes';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';

/** The navigation's search: a blank term only warns (docs/specification.md §5). */
export function SearchBox({ className, onSearch }: { className?: string; onSearch?: () => void }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) {
      toast.error('Empty search', { description: 'Please enter a search term.' });
      return;
    }
    void navigate(searchPath(trimmed));
    onSearch?.();
  }

  return (
    // A GET form, so that search works before (or without) JavaScript
    // (docs/decisions/0011-server-rendering.md).
    <form
      role="search"
      method="get"
      action={PATHS.search}
      onSubmit={submit}
      className={cn('relative', className)}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        name="q"
        aria-label="Search products"
        placeholder="Search products..."
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        className="pl-9"
      />
    </form>
  );
}
