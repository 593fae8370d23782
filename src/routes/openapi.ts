import { Hono } from "hono";
import type { AppEnv } from "../env";
import { openApiDocument } from "../openapi/document";

export const openApiRoutes = new Hono<AppEnv>().get("/openapi.json", (c) => c.json(openApiDocument()));
