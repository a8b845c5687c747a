/** What other features, the tools and the shared tests may use of meetings (consultations). */

// The consultant's hours and the Riyadh calendar they are counted in.
export { type LocalDay, localInstant, localTimeOf, type MeetingHours, meetingHours } from "./meeting-hours.ts";
// Booking and cancelling (the admin desk cancels with the user's refund).
export { type CancelOptions, cancelMeeting, createMeeting } from "./meetings.service.ts";
export { availableSlots } from "./slots.service.ts";
