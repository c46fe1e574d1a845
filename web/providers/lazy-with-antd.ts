import { createElement, lazy, type ComponentType } from "react";

/**
 * A code-split screen drawn with antd, inside antd's language and theme. The scope and the screen
 * are fetched together: the screens before a session load antd only when one of them needs it.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ AntdScope }, Screen] = await Promise.all([import("./antd-scope"), load()]);
    return { default: (props: P) => createElement(AntdScope, null, createElement(Screen, props)) };
  });
}
