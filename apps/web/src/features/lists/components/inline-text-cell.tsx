import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

type Props = {
  /** The saved value as text. */
  value: string;
  label: string;
  /** Called with the typed text when it differs from the saved value; false keeps the field open (unreadable). */
  onCommit: (text: string) => boolean;
  inputMode?: "decimal" | "text";
  placeholder?: string;
  maxLength?: number;
  className?: string;
  dir?: "ltr" | "auto";
};

/**
 * A field that saves on blur or Enter and goes back on Escape. The draft is the cell's own state,
 * so typing re-renders one cell, never the table; a saved value arriving from the server replaces
 * the draft only while the user is not typing in it.
 */
export function InlineTextCell({ value, label, onCommit, inputMode = "text", placeholder, maxLength, className, dir = "auto" }: Props) {
  const [draft, setDraft] = useState(value);
  const [invalid, setInvalid] = useState(false);
  const editing = useRef(false);

  useEffect(() => {
    if (!editing.current) setDraft(value);
  }, [value]);

  const commit = () => {
    editing.current = false;
    if (draft === value) {
      setInvalid(false);
      return;
    }
    const accepted = onCommit(draft);
    setInvalid(!accepted);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      editing.current = false;
      setInvalid(false);
      setDraft(value);
    }
  };

  return (
    <input
      type="text"
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft}
      dir={dir}
      inputMode={inputMode}
      placeholder={placeholder}
      maxLength={maxLength}
      onFocus={() => {
        editing.current = true;
      }}
      onChange={(event) => {
        editing.current = true;
        setDraft(event.target.value);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      className={cn(
        "h-8 w-full rounded-md border border-transparent bg-transparent px-2 text-sm transition-colors hover:border-input",
        "focus-visible:border-ring focus-visible:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/20",
        "aria-invalid:border-destructive",
        className,
      )}
    />
  );
}
