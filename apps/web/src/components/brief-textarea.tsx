import { BRIEF_TEXT_MAX } from "@radar/contract/brief";
import type { FormEvent } from "react";
import { Textarea } from "@/components/ui/textarea";

/**
 * The text box of a brief, on the dashboard and the search screen alike: Enter sends it (Shift+Enter
 * is a new line), the text's own direction decides the box's, and the hint below it is `${id}-hint`.
 */
export function BriefTextarea({
  id,
  value,
  placeholder,
  onValueChange,
  onSubmit,
}: {
  id: string;
  value: string;
  placeholder: string;
  onValueChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <Textarea
      id={id}
      rows={2}
      maxLength={BRIEF_TEXT_MAX}
      value={value}
      dir="auto"
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && !event.shiftKey) onSubmit(event);
      }}
      placeholder={placeholder}
      aria-describedby={`${id}-hint`}
    />
  );
}
