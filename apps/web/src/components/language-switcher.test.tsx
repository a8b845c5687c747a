import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderWithProviders } from "@/testing/render";
import { LanguageSwitcher } from "./language-switcher";

describe("LanguageSwitcher", () => {
  it("opens its menu on the first press, its code loaded on demand, and switches to Arabic", async () => {
    renderWithProviders(<LanguageSwitcher />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Language" }));
    await user.click(await screen.findByRole("menuitemradio", { name: "العربية" }));
    await waitFor(() => expect(i18n.language).toBe("ar"));
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("opens from the keyboard too", async () => {
    renderWithProviders(<LanguageSwitcher compact />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitemradio", { name: "English" })).toBeInTheDocument();
  });
});
