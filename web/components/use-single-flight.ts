// One save at a time: a second click while the first is still validating or sending is ignored
// (a double click on a modal's OK created the record twice), and `busy` holds the button in its
// loading state from the first click, validation included.
import { useCallback, useRef, useState } from "react";

export function useSingleFlight<A extends unknown[]>(
  run: (...args: A) => Promise<void>,
): { start: (...args: A) => void; busy: boolean } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      void run(...args)
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
          setBusy(false);
        });
    },
    [run],
  );
  return { start, busy };
}
