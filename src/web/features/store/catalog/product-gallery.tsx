import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@web/lib/utils';
import { imageAt, imageSrcSet } from '@shared/media';

/** A product's images, the large one first `first` (the chosen variant's image), then any the shopper picks. */
export function ProductGallery({
  images,
  title,
  first = 0,
}: {
  images: string[];
  title: string;
  first?: number;
}) {
  const [selected, setSelected] = useState(first);
  const current = images[selected] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-lg border bg-muted">
        {current ? (
          // The page's largest paint: in the first HTML, fetched first, at the width the screen needs.
          <img
            src={imageAt(current, 800)}
            srcSet={imageSrcSet(current)}
            sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            alt={title}
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : (
          <ImageIcon className="m-auto size-16 h-full text-muted-foreground" aria-hidden />
        )}
      </div>
      {images.length > 1 && (
        <div className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <button
              // The same image may appear twice: addresses are content hashes.
              key={index}
              type="button"
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === selected}
              className={cn(
                'size-20 overflow-hidden rounded-md border-2',
                index === selected ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
              )}
            >
              <img
                src={imageAt(image, 200)}
                alt=""
                width={80}
                height={80}
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
