import type { TFunction } from "i18next";
import type { FastifyInstance } from "fastify";
import { pickLanguage, translator, type Language } from "../i18n.js";

declare module "fastify" {
  interface FastifyRequest {
    lang: Language;
    t: TFunction;
  }
}

export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest("lang", "es");
  app.decorateRequest("t", null as unknown as TFunction);
  app.addHook("onRequest", async (request) => {
    request.lang = pickLanguage(request.headers["x-lang"] ?? request.headers["accept-language"]);
    request.t = translator(request.lang);
  });
}
