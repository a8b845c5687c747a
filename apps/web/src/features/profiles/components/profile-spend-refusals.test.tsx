import { SPEND_MSG } from "@radar/contract/sources";
import { act, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse } from "@/testing/fetch-mock";
import { linkInput, renderWizard, SETTLED } from "../testing-wizard";

const refusal = (status: number, code: keyof typeof SPEND_MSG) => () =>
  jsonResponse(status, { success: false, error: SPEND_MSG[code], detail: SPEND_MSG[code], code });

describe("the preview's refusals that guard the paid sources", () => {
  it.each([
    [403, "email_unverified", false],
    [403, "vendor_needs_plan", false],
    [429, "preview_allowance", false],
    [429, "preview_ip_cap", false],
    [429, "preview_global_cap", false],
    [409, "report_pending", true],
  ] as const)("words %i %s itself (try again: %s)", async (status, code, retry) => {
    const { user } = renderWizard({ preview: refusal(status, code) });
    await user.type(linkInput(), "https://www.tiktok.com/@spend.refusal");
    const alert = await screen.findByTestId("profile-preview-error", {}, SETTLED);
    expect(alert).toHaveAttribute("data-code", code);
    expect(alert).toHaveTextContent(SPEND_MSG[code]);
    expect(within(alert).queryByRole("button", { name: "Try again" }) !== null).toBe(retry);
  });

  it("says them in Arabic", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const { user } = renderWizard({ preview: refusal(429, "preview_allowance") });
    await user.type(screen.getByLabelText("رابط الحساب"), "https://www.tiktok.com/@spend.refusal");
    expect(await screen.findByTestId("profile-preview-error", {}, SETTLED)).toHaveTextContent(
      "استهلكت عمليات البحث المتاحة اليوم عن حسابات خارج فهرسنا. يتجدد رصيدك عند منتصف الليل بالتوقيت العالمي (UTC).",
    );
  });
});
