import { StarIcon } from 'lucide-react';

export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <div className="flex items-center gap-1 text-sm">
      <StarIcon className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span className="font-medium">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-muted-foreground">({reviewCount} reviews)</span>
    </div>
  );
}
