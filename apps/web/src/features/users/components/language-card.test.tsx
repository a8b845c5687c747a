import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getStoredUser, saveSession } from "@/lib/auth-storage";
import { i18n, useLanguage } from "@/lib/i18n";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { LanguageCard } from "./language-card";

/** The card as Settings shows it: its value is the language the app is in. */
function CardInApp() {
  return <LanguageCard language={useLanguage()} />;
}

function setup() {
  saveSession({ access: makeJwt(3600), refresh: makeJwt(86_400) }, { ...TEST_USER });
  renderWithProviders(<CardInApp />);
  return userEvent.setup();
}

describe("LanguageCard", () => {
  it("shows the current language as chosen", () => {
    mockFetch(() => jsonResponse(204));
    setup();
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "العربية" })).not.toBeChecked();
  });

  it("saves the choice on the account, then switches the app to it, right to left", async () => {
    const { requests } = mockFetch(() => jsonResponse(204));
    const user = setup();

    await user.click(screen.getByRole("radio", { name: "العربية" }));

    await waitFor(() => expect(i18n.language).toBe("ar"));
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ["PUT", "/api/user/language/", { language: "ar" }],
    ]);
    expect(document.documentElement.dir).toBe("rtl");
    expect(localStorage.getItem("app-language")).toBe("ar");
    expect(getStoredUser()?.language).toBe("ar");
    expect(await screen.findByText("تم حفظ تفضيل اللغة")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "العربية" })).toBeChecked();
  });

  it("keeps the language when the server refuses, and says so", async () => {
    mockFetch(() => jsonResponse(500, { detail: "An unexpected error occurred" }));
    const user = setup();

    await user.click(screen.getByRole("radio", { name: "العربية" }));

    expect(await screen.findByText("Failed to save language preference")).toBeInTheDocument();
    expect(i18n.language).toBe("en");
    expect(screen.getByRole("radio", { name: "English" })).toBeChecked();
  });
});
