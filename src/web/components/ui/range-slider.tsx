import { type CSSProperties, useRef } from 'react';
import { cn } from '@web/lib/utils';

/**
 * A thumb: the input under it lets pointers through, so each thumb can be dragged past the other's
 * track (the two inputs lie on one track).
 */
const thumb = cn(
  'pointer-events-none absolute inset-0 h-5 w-full appearance-none bg-transparent focus-visible:outline-none',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background',
  'focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-ring focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-ring',
);

type Range = [number, number];

/**
 * A range of two values on one track, made of the browser's own range inputs: each thumb is a
 * slider with its own label and spoken value, and it renders as the server sent it, with nothing
 * to measure or re-render as the page starts (the Radix slider did both, a long task on a phone).
 * `onValueChange` follows a drag; `onValueCommit` comes when a thumb is let go, or with each step a
 * key makes (as with Radix's slider).
 */
export function RangeSlider({
  min,
  max,
  step,
  minStepsBetweenThumbs = 0,
  value,
  thumbLabels,
  valueText,
  onValueChange,
  onValueCommit,
  className,
  'aria-labelledby': labelledBy,
}: {
  min: number;
  max: number;
  step: number;
  minStepsBetweenThumbs?: number;
  value: Range;
  thumbLabels: [string, string];
  valueText: (value: number) => string;
  onValueChange: (value: Range) => void;
  onValueCommit: (value: Range) => void;
  className?: string;
  'aria-labelledby'?: string;
}) {
  const dragging = useRef(false);
  const [low, high] = value;
  const gap = minStepsBetweenThumbs * step;
  const percent = (n: number) => ((n - min) / (max - min)) * 100;
  const moved = (index: 0 | 1, n: number): Range =>
    index === 0 ? [Math.min(n, high - gap), high] : [low, Math.max(n, low + gap)];
  // A thumb's centre runs from half a thumb (10 px) inside one end of the track to the other's.
  const along = (n: number) => `calc(10px + (100% - 20px) * ${percent(n) / 100})`;
  const filled: CSSProperties = { left: along(low), right: along(max - high + min) };

  return (
    <div role="group" aria-labelledby={labelledBy} className={cn('relative h-5 w-full', className)}>
      <div className="absolute inset-x-0 top-1.5 h-2 overflow-hidden rounded-full bg-secondary">
        <div className="absolute h-full bg-primary" style={filled} />
      </div>
      {value.map((n, index) => (
        <input
          key={thumbLabels[index]}
          type="range"
          className={thumb}
          min={min}
          max={max}
          step={step}
          value={n}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText(n)}
          // Where the thumbs meet at the top of the track, the low one must stay reachable.
          style={index === 0 && percent(low) > 50 ? { zIndex: 1 } : undefined}
          onChange={(event) => {
            const next = moved(index as 0 | 1, event.currentTarget.valueAsNumber);
            onValueChange(next);
            if (!dragging.current) onValueCommit(next);
          }}
          onPointerDown={() => (dragging.current = true)}
          onPointerUp={() => {
            dragging.current = false;
            onValueCommit(value);
          }}
          onPointerCancel={() => (dragging.current = false)}
        />
      ))}
    </div>
  );
}
