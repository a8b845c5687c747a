import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { renderWithProviders } from "@/testing/render";
import { SignupForm } from "./signup-form";

function server(route: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return mockFetch((request) => {
    if (request.url === "/api/config/") return jsonResponse(200, { google_client_id: null, environment: "test" });
    return route(request) ?? jsonResponse(404, { detail: "Not found." });
  });
}

function setup() {
  renderWithProviders(<SignupForm onGoogleAuthenticated={vi.fn()} />, { route: "/signup" });
  return userEvent.setup();
}

type Values = { first: string; last: string; email: string; password: string; confirm: string };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Values>) {
  if (values.first) await user.type(screen.getByLabelText("First name"), values.first);
  if (values.last) await user.type(screen.getByLabelText("Last name"), values.last);
  if (values.email) await user.type(screen.getByLabelText("Email"), values.email);
  if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  if (values.confirm) await user.type(screen.getByLabelText("Confirm password"), values.confirm);
}

const valid: Values = {
  first: "Sara",
  last: "Al-Qahtani",
  email: "sara@brand.sa",
  password: "radar-2026!",
  confirm: "radar-2026!",
};

describe("SignupForm", () => {
  it("requires every field and the terms", async () => {
    server();
    const user = setup();

    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findAllByText("This field is required")).toHaveLength(5);
    expect(screen.getByText("You must agree to the Terms and Conditions")).toBeInTheDocument();
  });

  it("checks the email format and the password length", async () => {
    server();
    const user = setup();

    await fill(user, { ...valid, email: "sara@", password: "short", confirm: "short" });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
  });

  it("says when the passwords do not match, even before the other fields are filled", async () => {
    server();
    const user = setup();

    await fill(user, { password: "radar-2026!", confirm: "radar-2027!" });
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
  });

  it("shows the messages in Arabic", async () => {
    server();
    await i18n.changeLanguage("ar");
    const user = setup();

    await user.type(screen.getByLabelText("كلمة المرور"), "radar-2026!");
    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), "radar-2027!");
    await user.click(screen.getByRole("button", { name: "إنشاء الحساب" }));

    expect(await screen.findByText("كلمتا المرور غير متطابقتين")).toBeInTheDocument();
    expect(screen.getByText("يجب الموافقة على الشروط والأحكام")).toBeInTheDocument();
  });

  it("accepts the terms from the terms dialog", async () => {
    server();
    const user = setup();

    await user.click(screen.getByRole("button", { name: "Terms and Conditions" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Last updated: January 2025")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: /Governing law/ })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "I agree" }));

    expect(screen.getByRole("checkbox")).toHaveAttribute("data-state", "checked");
  });

  it("registers in the visitor's language and goes to the check-your-email page", async () => {
    const { requests } = server(({ url }) =>
      url === "/api/auth/register/" ? jsonResponse(201, { detail: "Check your email", email: "sara@brand.sa" }) : undefined,
    );
    const user = setup();

    await fill(user, valid);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/email-confirmation-pending"));
    expect(requests.find((request) => request.url === "/api/auth/register/")?.body).toEqual({
      first_name: "Sara",
      last_name: "Al-Qahtani",
      email: "sara@brand.sa",
      password: "radar-2026!",
      confirm_password: "radar-2026!",
      language: "en",
    });
  });

  it("rates the password as it is typed and refuses a guessable one before sending", async () => {
    const { requests } = server();
    const user = setup();

    await fill(user, { ...valid, password: "password1", confirm: "password1" });
    await user.click(screen.getByRole("checkbox"));
    expect(await screen.findByText(/^Strength: (very weak|weak)\./, {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(
      await screen.findByText("This password is too easy to guess. Use a longer phrase of unrelated words, or mix in numbers and symbols."),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url === "/api/auth/register/")).toBe(false);
  });

  it("shows the server's refusal of a guessable password under the field, in Arabic", async () => {
    server(({ url }) =>
      url === "/api/auth/register/"
        ? jsonResponse(400, {
            password: ["This password is too easy to guess. Use a longer phrase of unrelated words, or mix in numbers and symbols."],
          })
        : undefined,
    );
    await i18n.changeLanguage("ar");
    const user = setup();

    await user.type(screen.getByLabelText("الاسم الأول"), "Sara");
    await user.type(screen.getByLabelText("اسم العائلة"), "Al-Qahtani");
    await user.type(screen.getByLabelText("البريد الإلكتروني"), "sara@brand.sa");
    await user.type(screen.getByLabelText("كلمة المرور"), "amber-falcon-orchard-7");
    await user.type(screen.getByLabelText("تأكيد كلمة المرور"), "amber-falcon-orchard-7");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "إنشاء الحساب" }));

    expect(
      await screen.findByText("كلمة المرور هذه سهلة التخمين. استخدم عبارة أطول من كلمات غير مترابطة، أو امزج أرقاماً ورموزاً."),
    ).toBeInTheDocument();
  });

  it("tells the visitor when the email is already registered", async () => {
    server(({ url }) =>
      url === "/api/auth/register/"
        ? jsonResponse(400, { email: ["An account with this email already exists."], code: "email_taken" })
        : undefined,
    );
    const user = setup();

    await fill(user, valid);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Account already exists")).toBeInTheDocument();
    expect(screen.getByText("This email is already registered. Please log in instead.")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/signup");
  });

  it("puts the server's field messages under their fields", async () => {
    server(({ url }) =>
      url === "/api/auth/register/" ? jsonResponse(400, { last_name: ["Must be less than 50 characters."] }) : undefined,
    );
    const user = setup();

    await fill(user, valid);
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Must be less than 50 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Last name")).toHaveAttribute("aria-invalid", "true");
  });
});
