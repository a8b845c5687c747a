import { randomBytes } from "node:crypto";

/**
 * The join link of a meeting from MEETING_URL_TEMPLATE. {room} is a fresh random name, so a link
 * cannot be guessed from another (the default is a Jitsi room of its own per meeting); {id} is the
 * meeting's id, for services whose rooms are named by the booking.
 */
export function meetingUrl(template: string, meetingId: number, room = newRoomName()): string {
  return template.replaceAll("{room}", room).replaceAll("{id}", String(meetingId));
}

export function newRoomName(): string {
  return randomBytes(10).toString("hex");
}
