import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const CompanyPage = lazy(() => import("./company-page").then((m) => ({ default: m.CompanyPage })));
const AboutPage = lazy(() => import("../about/about-page").then((m) => ({ default: m.AboutPage })));

/** The company profile, and what the system is (its producer's declaración responsable). */
export const COMPANY_WEB: WebManifest = {
  pages: { company: CompanyPage, about: AboutPage },
};
