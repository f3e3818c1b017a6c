import { DownloadIcon } from 'lucide-react';
import { withQuery } from '@shared/api/endpoints';
import { Button } from '@web/components/ui/button';

/**
 * Downloads the list as the admin sees it filtered and sorted, every page of it, as a CSV file
 * (issue 11 §4): a plain link, so the browser saves the file as it streams in.
 */
export function ExportCsvLink({ path, query }: { path: string; query: Record<string, unknown> }) {
  const { page: _everyPage, ...filters } = query;
  return (
    <Button asChild variant="outline">
      <a href={withQuery(path, filters)} download>
        <DownloadIcon />
        Export CSV
      </a>
    </Button>
  );
}
