import type { TMeeting } from "@radar/contract/meetings";
import type { Selectable } from "kysely";
import type { MeetingsTable } from "../../core/db/schema-meetings.ts";

export type MeetingRow = Selectable<MeetingsTable>;

/** SPEC §3 meeting: meeting_date is the start, as are start_time and end_time ISO instants. */
export function toMeetingDto(row: MeetingRow): TMeeting {
  return {
    meeting_id: row.id,
    meeting_date: row.start_time.toISOString(),
    duration_minutes: row.duration_minutes,
    notes: row.notes,
    status: row.status,
    meeting_url: row.meeting_url,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    booking_status: row.booking_status,
    service_type: row.service_type,
    credits_charged: Number(row.credits_charged),
    free_consultation: row.free_consultation,
    created_at: row.created_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  };
}
