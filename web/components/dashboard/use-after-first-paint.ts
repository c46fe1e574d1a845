// True from the task after the first frame painted: what a component shows at first (the
// dashboard's figures) is on screen by then, and what it loads next cannot delay it.
import { useEffect, useState } from "react";

/** `after`: count from the first frame once this is true (the data that makes the figures has come). */
export function useAfterFirstPaint(after = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return painted;
}
