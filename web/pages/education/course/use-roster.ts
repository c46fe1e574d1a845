// A course's roster (occupancy, seated, waitlist, withdrawn) from its own endpoint, read again
// whenever a registration or the course changes anywhere (another desk, a client withdrawing).
import { useQuery } from "@tanstack/react-query";
import { useLiveChanges } from "../../../providers/live/use-live-changes";
import { loadRoster } from "../education-api";

export function useRoster(courseId: number) {
  const query = useQuery({
    queryKey: ["education", "roster", courseId],
    queryFn: () => loadRoster(courseId),
    retry: false,
  });
  useLiveChanges(["course-registrations", "courses"], () => void query.refetch());
  return query;
}
