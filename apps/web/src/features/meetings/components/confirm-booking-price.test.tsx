import type { TTimeSlot } from "@radar/contract/meetings";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderWithProviders } from "@/testing/render";
import type { ConsultationPrice } from "../utils/consultation-price";
import { ConfirmBookingDialog } from "./confirm-booking-dialog";

/** Issue 14 item 3: the booking dialog states what the consultation costs before the user confirms. */

const SLOT: TTimeSlot = { start_time: "2026-11-22T06:30:00.000Z", end_time: "2026-11-22T07:00:00.000Z", is_available: true };

function open(price: ConsultationPrice | null) {
  const onConfirm = vi.fn();
  renderWithProviders(
    <ConfirmBookingDialog slot={SLOT} notes="" open pending={false} onOpenChange={() => {}} onConfirm={onConfirm} price={price} />,
  );
  return { dialog: screen.getByRole("dialog"), onConfirm };
}

describe("the booking dialog's price", () => {
  it("states the plan's consultation cost on the confirm button and in the details", () => {
    const { dialog } = open({ credits: 1_200, free: false, missing: 0 });
    expect(within(dialog).getByText("Price")).toBeInTheDocument();
    expect(within(dialog).getByText("1,200 credits")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm booking · 1,200 credits" })).toBeEnabled();
  });

  it("states it in Arabic", async () => {
    await i18n.changeLanguage("ar");
    const { dialog } = open({ credits: 200, free: false, missing: 0 });
    expect(within(dialog).getByText("السعر")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "تأكيد الحجز · 200 نقطة" })).toBeInTheDocument();
  });

  it("says when it is the plan's free consultation of the month", () => {
    const { dialog } = open({ credits: 0, free: true, missing: 0 });
    expect(within(dialog).getByText("Free: your plan's consultation of the month")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm booking" })).toBeEnabled();
  });

  it("with too few credits, says how many are missing, links to the plans and does not book", () => {
    const { dialog } = open({ credits: 200, free: false, missing: 50 });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Your balance is short by 50 credits. Upgrade your plan to book this consultation.",
    );
    expect(within(dialog).getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscriptions");
    expect(within(dialog).getByRole("button", { name: "Confirm booking · 200 credits" })).toBeDisabled();
  });

  it("keeps the general note while the price is not known", () => {
    const { dialog } = open(null);
    expect(within(dialog).getByText(/The consultation cost of your plan is taken from your credits/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm booking" })).toBeInTheDocument();
  });
});
