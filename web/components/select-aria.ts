// antd's Form.Item hands `aria-required` to its control; rc-select writes it both on its combobox
// input, where it belongs, and on its wrapper div, which has no role and may not carry it (axe's
// aria-allowed-attr, critical). Spread on a Select inside a Form.Item, this drops the wrapper's
// copy (rc-select's own `omitDomProps`, not in antd's types) and keeps the input's.
export const REQUIRED_ON_INPUT_ONLY = { omitDomProps: ["aria-required"] } as object;
