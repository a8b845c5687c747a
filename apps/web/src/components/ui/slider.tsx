import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** One accessible name per thumb, in value order ("Minimum followers", "Maximum followers"). */
  thumbLabels: string[];
  /** What a screen reader announces for a thumb's value (e.g. "5,000,000+" at the open end). */
  valueText?: (value: number, index: number) => string;
};

/**
 * A range or single-value slider. Pass `dir` from the language: Radix then moves the thumbs and
 * mirrors the arrow keys itself, so the low end sits at the start edge in Arabic too.
 */
export function Slider({ className, thumbLabels, valueText, value, defaultValue, ...props }: SliderProps) {
  const values = value ?? defaultValue ?? [];
  return (
    <SliderPrimitive.Root
      className={cn(
        "relative flex h-5 w-full touch-none select-none items-center data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50",
        className,
      )}
      value={value}
      defaultValue={defaultValue}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // Thumbs are positional: the first is always the low end.
          // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is identified by its position
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText?.(thumbValue, index)}
          className="block size-5 rounded-full border-2 border-primary bg-background shadow-sm transition-shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/30"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
