import { lazy } from "react";
import type { WebManifest } from "../web-manifest";

const CoursePage = lazy(() => import("./course-page").then((m) => ({ default: m.CoursePage })));
const MyCoursesPage = lazy(() => import("./my-courses/my-courses-page").then((m) => ({ default: m.MyCoursesPage })));

/** Education: a course's page, and a client's own courses. */
export const EDUCATION_WEB: WebManifest = {
  pages: { "my-courses": MyCoursesPage },
  resourcePages: { courses: { show: CoursePage } },
  dashboardSections: [
    {
      name: "education",
      order: 60,
      live: ["courses", "course-registrations"],
      load: () => import("./dashboard-section").then((m) => ({ default: m.EducationSection })),
    },
  ],
};
