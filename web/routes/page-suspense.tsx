import { Suspense, type ReactNode } from "react";
import { Loading } from "../components/loading";

/** A code-split page, with a spinner while its chunk arrives. */
export function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
