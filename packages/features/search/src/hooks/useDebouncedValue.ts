import { useEffect, useState } from 'react';

/**
 * `value`, `delayMs` after it stopped changing (spec §5: search input debounced
 * 500 ms). A blank value (only white space) passes at once, so clearing the
 * input clears the results at once.
 */
export function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value.trim() === '') {
      setDebounced(value);
      return undefined;
    }
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value.trim() === '' ? value : debounced;
}
