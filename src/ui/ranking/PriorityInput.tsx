/**
 * A priority as a number input. While focused it shows what the user typed; every whole number
 * typed is applied at once, so arrow keys and typing rank live.
 */
import { useState } from 'react';
import { isValidPriority } from '../../state';

interface Props {
  readonly label: string;
  readonly value: number;
  readonly disabled: boolean;
  readonly onChange: (value: number) => void;
}

export function PriorityInput({ label, value, disabled, onChange }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="number"
      className="priority-input"
      inputMode="numeric"
      step={1}
      aria-label={label}
      value={draft ?? String(value)}
      disabled={disabled}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        const parsed = Number(typed);
        if (typed.trim() !== '' && isValidPriority(parsed) && parsed !== value) onChange(parsed);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
