// A modal's OK: runs the call, closes on success, and keeps the modal open (with what
// the user typed) when it fails; the HTTP client has toasted the failure already.
import { useState } from "react";

export function useModalAction(onClose: () => void): {
  saving: boolean;
  run(action: () => Promise<void>): Promise<void>;
} {
  const [saving, setSaving] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setSaving(true);
    try {
      await action();
      onClose();
    } catch {
      // Toasted already; the modal stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
