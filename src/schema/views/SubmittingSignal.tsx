import { useLayoutEffect } from 'react';
import { useFormState } from 'react-hook-form';

/**
 * Inside a form, tells `onChange` as its submit starts and ends. A layout effect: the submit's start is a click's
 * render, committed before any later network answer can reach the form.
 */
export function SubmittingSignal({ onChange }: { onChange: (submitting: boolean) => void }) {
  const { isSubmitting } = useFormState();
  useLayoutEffect(() => onChange(isSubmitting), [isSubmitting, onChange]);
  return null;
}
