// antd's Form.Item hands `aria-required` to its control; rc-select writes it both on its combobox
// input, where it belongs, and on its wrapper div, which has no role and may not carry it (axe's
// aria-allowed-attr, critical), and no prop tells the two apart (rc-select fixes `omitDomProps`).
// Spread on a Select inside a Form.Item, this takes the wrapper's copy off once it is drawn and
// keeps the input's; React writes an attribute again only when its value changes.

interface SelectRefLike {
  nativeElement?: HTMLElement | null;
}

const dropWrapperRequired = (select: SelectRefLike | HTMLElement | null) => {
  const element = select instanceof HTMLElement ? select : select?.nativeElement;
  element?.removeAttribute("aria-required");
};

/**
 * For a Select written inside a Form.Item (which keeps the ref it finds on the element); also for
 * a Checkbox.Group, a plain div that gets the same attribute.
 */
export const REQUIRED_ON_INPUT_ONLY = { ref: dropWrapperRequired };

/** For a Select inside a component that Form.Item wraps: `outer` is the ref the component was given. */
export function requiredOnInputOnly(outer: unknown): { ref: (select: SelectRefLike | HTMLElement | null) => void } {
  return {
    ref: (select) => {
      dropWrapperRequired(select);
      if (typeof outer === "function") outer(select);
      else if (outer && typeof outer === "object" && "current" in outer)
        (outer as { current: unknown }).current = select;
    },
  };
}
