import { MEETING_MSG } from "@radar/contract/meetings";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http";
import { i18n, resources } from "@/lib/i18n";
import { cancelErrorText, isSlotClash, scheduleErrorText } from "./meeting-error";

const t = i18n.getFixedT("en", "meetings");
const tAr = i18n.getFixedT("ar", "meetings");

describe("meeting error texts (SPEC §8)", () => {
  it("has an English twin equal to every server message, and an Arabic translation", () => {
    for (const [key, message] of Object.entries(MEETING_MSG)) {
      expect(resources.en.meetings.server, key).toHaveProperty(key, message);
      expect(resources.ar.meetings.server, key).toHaveProperty(key);
    }
  });

  it("shows the clash from non_field_errors, translated", () => {
    const clash = new ApiError(400, { non_field_errors: [MEETING_MSG.overlap], code: "meeting_overlap" });
    expect(isSlotClash(clash)).toBe(true);
    // The code decides, not the sentence: the same words without it are an ordinary field message.
    expect(isSlotClash(new ApiError(400, { non_field_errors: [MEETING_MSG.overlap] }))).toBe(false);
    expect(scheduleErrorText(t, clash)).toBe(MEETING_MSG.overlap);
    expect(scheduleErrorText(tAr, clash)).toBe("يوجد اجتماع مجدول بالفعل في هذا الوقت");
  });

  it("prefers error, then detail, then the first field message, else errorSchedulingMeeting", () => {
    expect(scheduleErrorText(t, new ApiError(400, { error: "Slot gone" }))).toBe("Slot gone");
    expect(scheduleErrorText(tAr, new ApiError(403, { detail: MEETING_MSG.noSubscription }))).toBe("يلزم اشتراك نشط لحجز الاستشارات");
    expect(scheduleErrorText(t, new ApiError(400, { meeting_date: [MEETING_MSG.outsideHours] }))).toBe(MEETING_MSG.outsideHours);
    expect(scheduleErrorText(t, new ApiError(0, null, "Could not reach the server."))).toBe(
      "Could not schedule the meeting. Please try again.",
    );
    expect(scheduleErrorText(t, new Error("boom"))).toBe("Could not schedule the meeting. Please try again.");
  });

  it("uses the response's error or detail for a failed cancel, else errorCancelingMeeting", () => {
    expect(cancelErrorText(t, new ApiError(404, { detail: MEETING_MSG.notFound }))).toBe("Meeting not found");
    expect(cancelErrorText(t, new ApiError(500, "oops"))).toBe("Could not cancel the meeting. Please try again.");
  });
});
