import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './field-errors.ts';

/**
 * A form's errors at its fields. `show` sets them and, after the render that marks the fields,
 * moves focus to the first invalid one in reading order; `clear` drops them.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRound, setFocusRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRound === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRound]);

  return {
    errors,
    formRef,
    show(found: FieldErrors) {
      setErrors(found);
      setFocusRound((n) => n + 1);
    },
    clear() {
      setErrors({});
    },
    /** Drops one field's error (it was filled in since); the others stay, and focus stays put. */
    dismiss(field: string) {
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _gone, ...rest } = current;
        return rest;
      });
    },
  };
}
