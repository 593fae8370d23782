// What the API Worker loads with import() on the first request to /admin (src/app.ts). esbuild keeps
// every export of a module loaded so: this one exports the list alone, so that the API description's
// texts beside it (./operations.ts) stay out of the Worker's bundle.
export { adminOperations } from "./operations";
