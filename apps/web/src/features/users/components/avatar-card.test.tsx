import { AVATAR_MAX_BYTES } from "@radar/contract/constants";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getStoredUser, saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { AvatarCard } from "./avatar-card";

function choose(file: File) {
  fireEvent.change(screen.getByTestId("avatar-input"), { target: { files: [file] } });
}

function image(name: string, type: string, size = 2048): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("AvatarCard", () => {
  beforeEach(() => {
    // jsdom cannot make blob URLs; the preview only needs a string.
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => undefined }));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a file that is not a JPEG, PNG or GIF", () => {
    const { requests } = mockFetch(() => jsonResponse(500));
    renderWithProviders(<AvatarCard avatarUrl={null} name="Sara" initials="SA" />);

    choose(image("notes.txt", "text/plain"));

    expect(screen.getAllByText("Only JPEG, PNG and GIF images are allowed.").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("refuses an image over 5 MB", () => {
    mockFetch(() => jsonResponse(500));
    renderWithProviders(<AvatarCard avatarUrl={null} name="Sara" initials="SA" />);

    choose(image("huge.png", "image/png", AVATAR_MAX_BYTES + 1));

    expect(screen.getAllByText("The image is larger than 5 MB. Please choose a smaller file.").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Upload" })).not.toBeInTheDocument();
  });

  it("previews, uploads with rising progress, and updates the stored user's avatar", async () => {
    vi.useFakeTimers();
    saveSession({ access: "a", refresh: "r" }, { ...TEST_USER, app_metadata: { role: "user" } });
    let finish: (response: Response) => void = () => undefined;
    const { requests } = mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithProviders(<AvatarCard avatarUrl={null} name="Sara" initials="SA" />);

    choose(image("me.png", "image/png"));
    expect(screen.getByText(/me\.png/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "30");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    // It never passes 90 while the request is still running.
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "90");

    await act(async () => {
      finish(jsonResponse(200, { avatar_url: "/media/avatars/7.png" }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(getStoredUser()?.avatar_url).toBe("/media/avatars/7.png");
    expect(requests[0]?.url).toBe("/api/user/avatar/upload/");
    const sent = requests[0]?.body;
    expect(sent instanceof FormData && sent.get("avatar")).toBeInstanceOf(File);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("shows the server's error when the upload is refused", async () => {
    mockFetch(() => jsonResponse(400, { error: "The file is not a valid image." }));
    renderWithProviders(<AvatarCard avatarUrl={null} name="Sara" initials="SA" />);

    choose(image("me.gif", "image/gif"));
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));

    expect(await screen.findByText("Failed to upload avatar")).toBeInTheDocument();
    expect(screen.getByText("The file is not a valid image.")).toBeInTheDocument();
  });
});
