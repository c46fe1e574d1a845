import { Suspense, type ReactNode } from "react";

/** A plain CSS spinner (styles.css): it shows while antd itself may still be on its way. */
export function Loading() {
  return <div className="app-spinner" role="status" />;
}

/** A code-split page, with a spinner while its chunk arrives. */
export function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
