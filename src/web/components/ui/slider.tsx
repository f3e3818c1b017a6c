import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

/** A range slider; one thumb per value, each with its own accessible label and spoken value. */
export function Slider({
  className,
  thumbLabels,
  valueText,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & {
  thumbLabels: string[];
  valueText: (value: number) => string;
}) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label, index) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          aria-valuetext={valueText(props.value?.[index] ?? 0)}
          className="block size-5 rounded-full border-2 border-primary bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
