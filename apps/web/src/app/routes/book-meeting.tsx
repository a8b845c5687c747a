import { CalendarDays } from "lucide-react";
import { PlaceholderPage } from "@/components/placeholder-page";

export function BookMeetingPage() {
  return <PlaceholderPage page="bookMeeting" icon={CalendarDays} />;
}
