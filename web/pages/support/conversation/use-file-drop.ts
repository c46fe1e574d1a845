// Files dragged over an area: `dragging` while some hover it (for the overlay), and `onFiles` with
// what was dropped. Counting enters and leaves keeps the overlay from flickering over children.
import { useRef, useState, type DragEvent } from "react";

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");

export function useFileDrop(onFiles: (files: File[]) => void, enabled = true) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setDragging(false);
  };
  return {
    dragging,
    handlers: {
      onDragEnter(e: DragEvent) {
        if (!enabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      onDragOver(e: DragEvent) {
        if (!enabled || !hasFiles(e)) return;
        // Without this the browser opens the file instead of dropping it here.
        e.preventDefault();
        e.dataTransfer.dropEffect = "copy";
      },
      onDragLeave(e: DragEvent) {
        if (!enabled || !hasFiles(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop(e: DragEvent) {
        if (!enabled) return;
        const files = Array.from(e.dataTransfer?.files ?? []);
        if (files.length === 0) return;
        e.preventDefault();
        reset();
        onFiles(files);
      },
    },
  };
}
