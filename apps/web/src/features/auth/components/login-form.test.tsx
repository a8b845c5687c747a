import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { LoginForm } from "./login-form";

type Route = (request: RecordedRequest) => Response | undefined;

/** The server as the login page sees it; Google sign-in is not configured. */
function server(route: Route = () => undefined) {
  return mockFetch((request) => {
    if (request.url === "/api/config/") return jsonResponse(200, { google_client_id: null, environment: "test" });
    return route(request) ?? jsonResponse(404, { detail: "Not found." });
  });
}

function setup() {
  const onAuthenticated = vi.fn();
  renderWithProviders(<LoginForm onAuthenticated={onAuthenticated} />);
  return { user: userEvent.setup(), onAuthenticated };
}

describe("LoginForm", () => {
  it("requires the email and the password", async () => {
    server();
    const { user, onAuthenticated } = setup();

    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it("rejects an email that does not look like one", async () => {
    server();
    const { user } = setup();

    await user.type(screen.getByLabelText("Email"), "sara@brand");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
  });

  it("shows the validation messages in Arabic", async () => {
    server();
    await i18n.changeLanguage("ar");
    const { user } = setup();

    await user.click(screen.getByRole("button", { name: "تسجيل الدخول" }));

    expect(await screen.findAllByText("هذا الحقل مطلوب")).toHaveLength(2);
  });

  it("shows and hides the password", async () => {
    server();
    const { user } = setup();
    const password = screen.getByLabelText("Password");

    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("asks for the email before a password reset", async () => {
    server();
    const { user } = setup();

    await user.click(screen.getByRole("button", { name: "Forgot password?" }));

    expect(await screen.findByText("Email Required")).toBeInTheDocument();
    expect(screen.getByText("Please enter your email address to reset your password")).toBeInTheDocument();
  });

  it("sends a reset link to the typed address and says so without telling whether it exists", async () => {
    const { requests } = server(({ url }) =>
      url === "/api/auth/password-reset/" ? jsonResponse(200, { detail: "If an account with this email exists…" }) : undefined,
    );
    const { user } = setup();

    await user.type(screen.getByLabelText("Email"), "Sara@Brand.sa");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));

    expect(await screen.findByText("Check your email")).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for sara@brand\.sa/)).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/auth/password-reset/")?.body).toEqual({
      email: "sara@brand.sa",
      language: "en",
    });
  });

  it("asks for a valid address before requesting a reset", async () => {
    const { requests } = server();
    const { user } = setup();

    await user.type(screen.getByLabelText("Email"), "sara@brand");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));

    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/auth/password-reset/")).toBe(false);
  });

  it("hands the parsed session to the caller after a successful login", async () => {
    const { requests } = server(({ url }) =>
      url === "/api/auth/token/" ? jsonResponse(200, { access: "a", refresh: "r", user: TEST_USER }) : undefined,
    );
    const { user, onAuthenticated } = setup();

    await user.type(screen.getByLabelText("Email"), "Sara@Brand.sa");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(onAuthenticated.mock.calls[0]?.[0]).toMatchObject({ tokens: { access: "a", refresh: "r" }, user: { id: 7 } });
    expect(requests.find((request) => request.url === "/api/auth/token/")?.body).toEqual({
      email: "sara@brand.sa",
      password: "secret-password",
    });
  });

  it("switches to the account's language on sign-in, without sending it back as a new choice", async () => {
    const { requests } = server(({ url }) =>
      url === "/api/auth/token/" ? jsonResponse(200, { access: "a", refresh: "r", user: { ...TEST_USER, language: "ar" } }) : undefined,
    );
    const { user, onAuthenticated } = setup();

    await user.type(screen.getByLabelText("Email"), "sara@brand.sa");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(i18n.language).toBe("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(localStorage.getItem("app-language")).toBe("ar");
    expect(requests.some((request) => request.url === "/api/user/language/")).toBe(false);
  });

  it("refuses a login answer without a user id", async () => {
    server(({ url }) => (url === "/api/auth/token/" ? jsonResponse(200, { access: "a", refresh: "r", user: {} }) : undefined));
    const { user, onAuthenticated } = setup();

    await user.type(screen.getByLabelText("Email"), "sara@brand.sa");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Invalid user data received from server")).toBeInTheDocument();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it("offers to resend the verification email when the account is not verified", async () => {
    const { requests } = server(({ url }) => {
      if (url === "/api/auth/token/") return jsonResponse(401, { detail: "Email not verified. Check your inbox." });
      if (url === "/api/auth/resend-verification/") return jsonResponse(200, { detail: "Sent" });
      return undefined;
    });
    const { user } = setup();

    await user.type(screen.getByLabelText("Email"), "sara@brand.sa");
    await user.type(screen.getByLabelText("Password"), "secret-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Email Verification Required")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));

    expect(await screen.findByText("Verification Email Sent")).toBeInTheDocument();
    expect(requests.find((request) => request.url === "/api/auth/resend-verification/")?.body).toEqual({
      email: "sara@brand.sa",
      language: "en",
    });
  });

  it("shows the server's message for wrong credentials", async () => {
    server(({ url }) => (url === "/api/auth/token/" ? jsonResponse(401, { detail: "Invalid email or password." }) : undefined));
    const { user } = setup();

    await user.type(screen.getByLabelText("Email"), "sara@brand.sa");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByText("Error signing in")).toBeInTheDocument();
    expect(screen.getByText("Invalid email or password.")).toBeInTheDocument();
  });
});
