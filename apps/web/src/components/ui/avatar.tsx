import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

type AvatarProps = {
  src: string | null | undefined;
  alt: string;
  fallback: string;
  className?: string;
};

/** A round picture that falls back to initials while loading or when the image is missing. */
export function Avatar({ src, alt, fallback, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root className={cn("relative inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-primary-soft", className)}>
      {src ? <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" /> : null}
      {/* Radix shows a fallback with any delay (even 0) only after a timer; without a picture the initials belong in the first paint. */}
      <AvatarPrimitive.Fallback
        delayMs={src ? 300 : undefined}
        className="flex size-full items-center justify-center text-xs font-semibold text-primary-soft-foreground"
      >
        {fallback}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
