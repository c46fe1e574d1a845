// Whether the signed-in user works the tickets (staff) or opens them (a client user): the screens
// offer a client only what the API lets a client see and send.
import { useMemo } from "react";
import { permissionsOf } from "../../providers/auth-provider";
import { readUser } from "../../providers/session";

export function useIsStaff(): boolean {
  return useMemo(() => !permissionsOf(readUser()).isClient, []);
}
