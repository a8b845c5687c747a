import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toast } from "@/lib/toast";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "./dialog";
import { Toaster, toastPosition } from "./toaster";

describe("where toasts go", () => {
  it("keeps clear of a dialog's close button: bottom while a dialog is open, bottom on phones", () => {
    expect(toastPosition("ltr", false, false)).toBe("top-right");
    expect(toastPosition("rtl", false, false)).toBe("top-left");
    expect(toastPosition("ltr", false, true)).toBe("bottom-right");
    expect(toastPosition("rtl", false, true)).toBe("bottom-left");
    expect(toastPosition("ltr", true, false)).toBe("bottom-center");
    expect(toastPosition("rtl", true, true)).toBe("bottom-center");
  });

  afterEach(() => vi.unstubAllGlobals());

  const toaster = () => document.querySelector("[data-sonner-toaster]");

  it("moves the toasts to the bottom when a dialog opens, and back when it closes", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Dialog>
          <DialogTrigger>Open</DialogTrigger>
          <DialogContent>
            <DialogTitle>Details</DialogTitle>
          </DialogContent>
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => toast.success("Saved"));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(toaster()).toHaveAttribute("data-y-position", "top");

    await user.click(screen.getByRole("button", { name: "Open" }));
    await screen.findByRole("dialog");
    await vi.waitFor(() => expect(toaster()).toHaveAttribute("data-y-position", "bottom"));
    expect(toaster()).toHaveAttribute("data-x-position", "right");

    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(toaster()).toHaveAttribute("data-y-position", "top"));
  });

  it("puts them at the bottom centre on a phone", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })),
    );
    render(<Toaster />);
    act(() => toast.success("Saved"));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(toaster()).toHaveAttribute("data-y-position", "bottom");
    expect(toaster()).toHaveAttribute("data-x-position", "center");
  });
});
