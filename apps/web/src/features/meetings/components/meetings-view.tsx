import type { TMeetingStatus } from "@radar/contract/meetings";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { useMeetings } from "../api/get-meetings";
import { type ConsultationPlan, consultationPrice } from "../utils/consultation-price";
import { BookingForm } from "./booking-form";
import { MeetingsTabs } from "./meetings-tabs";

/**
 * /book-meeting: the booking form above the meetings tabs. A booking closes the form and shows the
 * scheduled tab; Schedule consultation opens it again (SPEC §2, §4).
 */
export function MeetingsView({ plan = null }: { plan?: ConsultationPlan | null }) {
  const { t } = useTranslation("meetings");
  const [formOpen, setFormOpen] = useState(true);
  const [tab, setTab] = useState<TMeetingStatus>("scheduled");
  const formRef = useRef<HTMLDivElement>(null);
  const meetings = useMeetings();
  // The price is stated only once both the plan and the meetings (which tell whether the free one is spent) are known.
  const price = plan && meetings.data ? consultationPrice(plan, meetings.data) : null;

  // SPEC §8: a failed load is announced once (errorLoadingMeetings); the tabs also show it.
  useEffect(() => {
    if (meetings.isError) toast.error(t("messages.errorLoadingMeetings"), { id: "meetings-load-error" });
  }, [meetings.isError, t]);

  const schedule = () => {
    setFormOpen(true);
    // After the form has rendered: bring it into view (a no-op where scrolling does not exist).
    requestAnimationFrame(() => formRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" }));
  };

  return (
    <div className="grid gap-8">
      {formOpen ? (
        <div ref={formRef} className="scroll-mt-20">
          <BookingForm
            price={price}
            onBooked={() => {
              setFormOpen(false);
              setTab("scheduled");
            }}
          />
        </div>
      ) : null}
      <MeetingsTabs tab={tab} onTabChange={setTab} onSchedule={schedule} />
    </div>
  );
}
