/**
 * A product card's rating: nothing until the product has a published review. Part of the home
 * page's first view, so it draws lucide's star itself: importing it would share it with the lazy
 * pages that use it too, which splits it into a chunk of its own, one more file to load.
 */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount < 1) return null;
  return (
    <div className="flex items-center gap-1 text-sm">
      <svg
        viewBox="0 0 24 24"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        className="size-4 fill-amber-400 text-amber-500"
        aria-hidden
      >
        <path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z" />
      </svg>
      <span className="font-medium">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-muted-foreground">
        ({reviewCount} review{reviewCount > 1 && 's'})
      </span>
    </div>
  );
}
