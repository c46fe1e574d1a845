import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the web build, at the
// highest levels (done once, at build time), for the server to send by Accept-Encoding
// (@fastify/static's preCompressed). Copies no smaller than their original are not kept.
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;

export function precompressDir(dir: string): { files: number; raw: number; brotli: number } {
  const totals = { files: 0, raw: 0, brotli: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = precompressDir(file);
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += sub[key];
      continue;
    }
    if (!TEXT.test(entry.name)) continue;
    const raw = fs.readFileSync(file);
    const brotli = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    if (brotli.length < raw.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
    totals.files++;
    totals.raw += raw.length;
    totals.brotli += Math.min(brotli.length, raw.length);
  }
  return totals;
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "gestion-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const { files, raw, brotli } = precompressDir(outDir);
      const kb = (n: number) => `${Math.round(n / 1024)} KB`;
      this.info?.(`precompressed ${files} files: ${kb(raw)} → ${kb(brotli)} with brotli`);
    },
  };
}
