import { fileURLToPath } from "node:url";
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompress } from "./scripts/vite/precompress.js";

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const apiPort = process.env.API_PORT ?? "3000";

// Packages that have no side effects but do not say so in their package.json: Refine's one-file
// bundles import them at the top (react-markdown for MarkdownField, papaparse for CSV), which
// otherwise keeps a markdown parser in the shell of every screen. Other modules: the default.
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](react-markdown|micromark[^\\/]*|mdast-[^\\/]+|hast-[^\\/]+|unist-[^\\/]+|unified|bail|trough|vfile[^\\/]*|remark-[^\\/]+|property-information|space-separated-tokens|comma-separated-tokens|decode-named-character-reference|character-entities[^\\/]*|html-url-attributes|devlop|estree-util-[^\\/]+|style-to-[^\\/]+|inline-style-parser|zwitch|longest-streak|ccount|markdown-table|trim-lines|papaparse)[\\/]/;

export default defineConfig({
  root: path.join(repoRoot, "web"),
  plugins: [react(), precompress()],
  resolve: {
    // @ant-design/icons/<Name> is CommonJS, a second copy of the icon runtime beside the ES one
    // (pro-layout imports its arrows that way): both go to the ES modules.
    alias: [
      { find: /^@ant-design\/icons\/(\w+(?:Outlined|Filled|TwoTone))$/, replacement: "@ant-design/icons/es/icons/$1" },
    ],
  },
  build: {
    outDir: path.join(repoRoot, "dist/web"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
    },
  },
  server: {
    port: 5173,
    // The web imports declarations and locales from outside web/.
    fs: { allow: [repoRoot] },
    proxy: { "/api": { target: `http://localhost:${apiPort}`, changeOrigin: true } },
  },
});
