// The offers staff may register a student in this course with: active, valid today, and applying
// to it (an offer that names no courses applies to every one). The API checks the same again.
import { useList } from "@refinedev/core";
import dayjs from "dayjs";
import { offerApplies, type OfferRecord } from "../education-records";

export function validToday(offer: OfferRecord, today = dayjs().format("YYYY-MM-DD")): boolean {
  return (!offer.valid_from || offer.valid_from <= today) && (!offer.valid_to || offer.valid_to >= today);
}

export function useCourseOffers(courseId: number, enabled: boolean): OfferRecord[] {
  const { result } = useList<OfferRecord>({
    resource: "enrollments",
    filters: [{ field: "active", operator: "eq", value: true }],
    sorters: [{ field: "name", order: "asc" }],
    pagination: { pageSize: 100 },
    queryOptions: { enabled },
    errorNotification: false,
  });
  return (result?.data ?? []).filter((offer) => validToday(offer) && offerApplies(offer, courseId));
}
