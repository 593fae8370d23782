// dependency-cruiser's configuration for `npm run check:imports`: no import circle anywhere in
// src/ (type-only imports included), and imports only down the layers of ./layers.cjs.
//
// Parsed with swc: dependency-cruiser cannot use TypeScript 7 (the native port has no compiler API
// yet), and its swc parser reports `import type` too.

const layers = require("./layers.cjs");

/** A path of layers.cjs as a regular expression over dependency-cruiser's module paths. */
const pattern = (path) => `^${path.replace(/[.]/g, "\\.")}${path.endsWith("/") ? "" : "$"}`;
const layerPatterns = layers.map((layer) => layer.paths.map(pattern));

/** For each layer, the rule that it imports nothing from the layers above it. */
const layerRules = layers.slice(1).map((layer, i) => ({
  name: `layers: ${layer.name}`,
  comment: `${layer.name} (${layer.why}) imports only from its own layer and the layers below it (scripts/imports/layers.cjs)`,
  severity: "error",
  from: { path: layerPatterns[i + 1] },
  to: { path: layerPatterns.slice(0, i + 1).flat() },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "No import circle, type-only imports included: every module can be read, tested and loaded without the ones that import it",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "layers: unplaced",
      comment: "Every module of src/ belongs to a layer of scripts/imports/layers.cjs",
      severity: "error",
      from: { path: "^src/", pathNot: layerPatterns.flat() },
      to: {},
    },
    {
      name: "layers: unplaced target",
      comment: "Every module of src/ belongs to a layer of scripts/imports/layers.cjs",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^src/", pathNot: layerPatterns.flat() },
    },
    ...layerRules,
  ],
  options: {
    parser: "swc",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".json"] },
  },
};
