/**
 * Wizards: when the step changes (Next, Back, a jump to a step with a server error), the focus moves to the new
 * step's heading, so keyboard and screen-reader users start reading at the step's top. Not on the first render:
 * opening the page keeps the browser's focus where it is. Give the heading `tabIndex={-1}` and this ref.
 */
import { useEffect, useRef } from 'react';

export function useStepFocus<T extends HTMLElement = HTMLHeadingElement>(step: number) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [step]);
  return ref;
}
