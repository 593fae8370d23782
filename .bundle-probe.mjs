import { build } from "esbuild";
const result = await build({ entryPoints: ["src/index.ts"], bundle: true, write: false, minify: true, format: "esm", platform: "neutral", mainFields: ["browser", "module", "main"], conditions: ["workerd", "worker", "browser"], external: ["cloudflare:*", "node:*"], jsx: "automatic", jsxImportSource: "hono/jsx", logLevel: "error", metafile: true });
const text = result.outputFiles[0].text;
console.log("bytes", text.length);
const inputs = Object.entries(result.metafile.outputs)[0][1].inputs;
for (const [file, info] of Object.entries(inputs)) if (/src\/(schemas|http|examples)/.test(file) || process.argv.includes("all")) console.log(String(info.bytesInOutput).padStart(7), file);
