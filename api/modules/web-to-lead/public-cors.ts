import type { FastifyCorsOptions } from "@fastify/cors";

// @fastify/cors reads a route's `config.cors` over its global options but does not declare it.
declare module "fastify" {
  interface FastifyContextConfig {
    cors?: FastifyCorsOptions | false;
  }
}

// Any website may post its contact form, so this route (and its preflight) answers any origin,
// without credentials: nothing it does depends on who is signed in. The rest of the API keeps
// the global policy (api/plugins/security.ts).
export const PUBLIC_CORS: FastifyCorsOptions = {
  origin: "*",
  credentials: false,
  methods: ["POST"],
  allowedHeaders: ["content-type", "x-lang"],
  maxAge: 3600,
};
