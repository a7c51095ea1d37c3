// Both dashboards' check-in pages behind one lazy element, as the inbox is: the router's code is
// part of every first visit, and one module named once there costs the least of it.
import { useLocation } from "react-router";
import { CheckinPage } from "./checkin-page";
import { CheckinsPage } from "./checkins-page";

/** The creator's Check-ins page under /dashboard/influencer, the member's check-in page elsewhere. */
export function CheckinPages() {
  return useLocation().pathname.startsWith("/dashboard/influencer") ? <CheckinsPage /> : <CheckinPage />;
}
