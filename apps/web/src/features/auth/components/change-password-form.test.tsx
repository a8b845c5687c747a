import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { ChangePasswordForm } from "./change-password-form";

const STRONG = "amber-falcon-orchard-7";
const ESTIMATOR_LOAD = { timeout: 10_000 };

function setup() {
  renderWithProviders(<ChangePasswordForm user={TEST_USER} />);
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText("Current password"), current);
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm password"), confirm);
  // The meter has scored the new password: the form judges it before sending.
  await screen.findByText(/^Strength: /, {}, ESTIMATOR_LOAD);
}

describe("ChangePasswordForm", () => {
  it("sends the current and the new password, then says how many devices were signed out", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { detail: "Your password has been changed.", signed_out_sessions: 2 }));
    const user = setup();

    await fill(user, "old-secret-pass", STRONG);
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(screen.getByText("2 other devices were signed out.")).toBeInTheDocument();
    expect(requests[0]?.url).toBe("/api/auth/password/change/");
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.body).toEqual({ current_password: "old-secret-pass", password: STRONG, confirm_password: STRONG });
    // Emptied for the next time.
    await waitFor(() => expect(screen.getByLabelText("Current password")).toHaveValue(""));
  });

  it("shows a wrong current password under its field", async () => {
    mockFetch(() => jsonResponse(400, { current_password: ["Your current password is incorrect."] }));
    const user = setup();

    await fill(user, "not-it", STRONG);
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Your current password is incorrect.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a guessable new password before sending it, with the meter's reason", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    const user = setup();

    await fill(user, "old-secret-pass", "password1");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(
      await screen.findByText("This password is too easy to guess. Use a longer phrase of unrelated words, or mix in numbers and symbols."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(requests).toHaveLength(0);
  });

  it("checks that the new password is typed the same twice", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    const user = setup();

    await fill(user, "old-secret-pass", STRONG, `${STRONG}x`);
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's refusal of a weak password in Arabic", async () => {
    mockFetch(() =>
      jsonResponse(400, {
        password: ["This password is too easy to guess. Use a longer phrase of unrelated words, or mix in numbers and symbols."],
      }),
    );
    await i18n.changeLanguage("ar");
    renderWithProviders(<ChangePasswordForm user={TEST_USER} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("كلمة المرور الحالية"), "old-secret-pass");
    // Strong for the meter without the server's knowledge of the account: the server still refuses.
    await user.type(screen.getByLabelText("كلمة المرور الجديدة"), STRONG);
    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), STRONG);
    await screen.findByText(/^القوة: /, {}, ESTIMATOR_LOAD);
    await user.click(screen.getByRole("button", { name: "تغيير كلمة المرور" }));

    expect(
      await screen.findByText("كلمة المرور هذه سهلة التخمين. استخدم عبارة أطول من كلمات غير مترابطة، أو امزج أرقاماً ورموزاً."),
    ).toBeInTheDocument();
  });
});
