import { fileURLToPath } from "node:url";
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./scripts/vite/precompress.js";

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.API_PORT ?? "3000";

// Large libraries get their own chunks so an app change does not bust their cache.
const vendorGroups = [
  { name: "icons", test: /node_modules[\\/]@ant-design[\\/]icons/, priority: 30 },
  { name: "antd", test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 20 },
  { name: "refine", test: /node_modules[\\/](@refinedev|@tanstack)[\\/]/, priority: 20 },
  { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
  { name: "i18n", test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
];

export default defineConfig({
  root: path.join(repoRoot, "web"),
  plugins: [react(), precompress()],
  build: {
    outDir: path.join(repoRoot, "dist/web"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    port: 5173,
    // The web imports declarations and locales from outside web/.
    fs: { allow: [repoRoot] },
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: true } },
  },
});
