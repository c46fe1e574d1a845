import { unstableSetRender } from "antd";
import { createRoot, type Root } from "react-dom/client";

// antd 5 renders its static pieces (button wave, static notification/modal) with React 18's
// legacy render, which React 19 removed; this hands it createRoot (https://u.ant.design/v5-for-19).
type Container = (Element | DocumentFragment) & { __antdRoot?: Root };

unstableSetRender((node, container) => {
  const target = container as Container;
  target.__antdRoot ??= createRoot(target);
  target.__antdRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    target.__antdRoot?.unmount();
    delete target.__antdRoot;
  };
});
