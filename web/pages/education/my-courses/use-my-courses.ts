// What the "Mis cursos" page reads: the catalogue open to the client (courses with their free
// seats and schedule, and the offers they may use) and their own registrations. Both are read
// again on live changes (their own registrations, a promotion from the waitlist, a course edited).
import { useQuery } from "@tanstack/react-query";
import { useLiveChanges } from "../../../providers/live/use-live-changes";
import { loadCatalogue, loadMyRegistrations } from "../education-api";

const WATCHED = ["course-registrations", "courses", "course-sessions", "enrollments"];

export function useMyCourses() {
  const catalogue = useQuery({ queryKey: ["education", "catalogue"], queryFn: loadCatalogue, retry: false });
  const registrations = useQuery({
    queryKey: ["education", "my-registrations"],
    queryFn: loadMyRegistrations,
    retry: false,
  });
  useLiveChanges(WATCHED, () => {
    void catalogue.refetch();
    void registrations.refetch();
  });
  return { catalogue, registrations };
}
