/** A plain CSS spinner (styles.css): it shows while antd itself may still be on its way. */
export function Loading() {
  return <div className="app-spinner" role="status" />;
}
