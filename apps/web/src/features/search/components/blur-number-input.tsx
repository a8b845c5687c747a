import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "@/components/ui/input";

type BlurNumberInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "type"> & {
  /** The applied value; '' when there is none. */
  value: string;
  /** Called with the typed text when the input is left or Enter is pressed (SPEC §5: inputs apply on blur). */
  onCommit: (text: string) => void;
};

/** A number input that lets the user type freely and applies the value only on blur or Enter. */
export function BlurNumberInput({ value, onCommit, ...props }: BlurNumberInputProps) {
  const [text, setText] = useState(value);
  // The applied value changed elsewhere (a preset, the slider): show it.
  useEffect(() => setText(value), [value]);
  return (
    <Input
      type="number"
      inputMode="decimal"
      dir="ltr"
      className="text-start"
      {...props}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (text !== value) onCommit(text);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          if (text !== value) onCommit(text);
        }
      }}
    />
  );
}
