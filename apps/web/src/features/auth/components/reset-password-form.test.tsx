import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { ResetPasswordForm } from "./reset-password-form";

function setup() {
  const onDone = vi.fn();
  renderWithProviders(<ResetPasswordForm token="tok-123" onDone={onDone} />);
  return { user: userEvent.setup(), onDone };
}

describe("ResetPasswordForm", () => {
  it("sends the token with the new password twice, then hands over", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, { detail: "Your password has been reset." }));
    const { user, onDone } = setup();

    await user.type(screen.getByLabelText("New password"), "brand-new-secret");
    await user.type(screen.getByLabelText("Confirm password"), "brand-new-secret");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests[0]?.url).toBe("/api/auth/password-reset/confirm/");
    expect(requests[0]?.body).toEqual({ token: "tok-123", password: "brand-new-secret", confirm_password: "brand-new-secret" });
  });

  it("holds the password to the signup rules before sending", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    const { user, onDone } = setup();

    await user.type(screen.getByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm password"), "other");
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("rates the new password and refuses a guessable one before sending", async () => {
    const { requests } = mockFetch(() => jsonResponse(200, {}));
    const { user, onDone } = setup();

    await user.type(screen.getByLabelText("New password"), "qwertyuiop");
    await user.type(screen.getByLabelText("Confirm password"), "qwertyuiop");
    expect(await screen.findByText(/^Strength: (very weak|weak)\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save new password" }));

    expect(
      await screen.findByText("This password is too easy to guess. Use a longer phrase of unrelated words, or mix in numbers and symbols."),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("keeps a refused link's reason on screen, in Arabic too", async () => {
    mockFetch(() =>
      jsonResponse(400, { detail: "This password reset link has expired. Please request a new one.", code: "token_expired" }),
    );
    await i18n.changeLanguage("ar");
    const { user, onDone } = setup();

    await user.type(screen.getByLabelText("كلمة المرور الجديدة"), "brand-new-secret");
    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), "brand-new-secret");
    await user.click(screen.getByRole("button", { name: "حفظ كلمة المرور الجديدة" }));

    expect(await screen.findAllByText("انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا. يُرجى طلب رابط جديد.")).not.toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });
});
