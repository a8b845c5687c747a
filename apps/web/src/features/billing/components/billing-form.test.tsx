import { BILLING_MSG, type TBillingDetails } from "@radar/contract/billing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/http";
import { i18n, resources } from "@/lib/i18n";
import { renderWithProviders } from "@/testing/render";
import { BillingForm } from "./billing-form";

function setup(onSubmit: (values: TBillingDetails) => Promise<unknown> = vi.fn(async () => undefined)) {
  renderWithProviders(<BillingForm defaultValues={{}} onSubmit={onSubmit} onBack={vi.fn()} />);
  return { user: userEvent.setup(), onSubmit };
}

const submit = () => screen.getByRole("button", { name: "Continue to Payment" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email"), "sara@brand.sa");
  await user.type(screen.getByLabelText("First name"), "Sara");
  await user.type(screen.getByLabelText("Last name"), "Al-Qahtani");
  await user.type(screen.getByLabelText("Address"), "King Fahd Road 12");
  await user.type(screen.getByLabelText("City"), "Riyadh");
  await user.type(screen.getByLabelText("State / region"), "Riyadh Province");
  await user.type(screen.getByLabelText("Postal code"), "12211");
}

describe("BillingForm", () => {
  it("shows every message of SPEC §5 for an empty form and sends nothing", async () => {
    const { user, onSubmit } = setup();
    await user.click(submit());

    for (const message of [
      "Invalid email address",
      "First name is required",
      "Last name is required",
      "Address is required",
      "City is required",
      "State is required",
      "Postal code is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("wants at least two characters and a real email address", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Email"), "sara@brand");
    await user.type(screen.getByLabelText("City"), "R");
    await user.click(submit());
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("City is required")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveAttribute("aria-invalid", "true");
  });

  it("offers the six Gulf countries with Saudi Arabia chosen", () => {
    setup();
    const country = screen.getByLabelText("Country");
    expect(country).toHaveValue("SA");
    const options = screen.getAllByRole("option").map((option) => option.getAttribute("value"));
    expect(options).toEqual(["SA", "AE", "KW", "QA", "BH", "OM"]);
  });

  it("submits the details with the chosen country", async () => {
    const { user, onSubmit } = setup();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText("Country"), "AE");
    await user.click(submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: "sara@brand.sa",
      first_name: "Sara",
      last_name: "Al-Qahtani",
      street: "King Fahd Road 12",
      city: "Riyadh",
      state: "Riyadh Province",
      country: "AE",
      postcode: "12211",
    });
  });

  it("shows 'Preparing...' while the checkout is prepared", async () => {
    let finish: () => void = () => undefined;
    const { user } = setup(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole("button", { name: "Preparing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    finish();
    expect(await screen.findByRole("button", { name: "Continue to Payment" })).toBeEnabled();
  });

  it("puts the server's field errors under their fields", async () => {
    const refusal = new ApiError(400, { error: "City is required", "customer_data.city": ["City is required"] });
    const { user } = setup(vi.fn(async () => Promise.reject(refusal)));
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText("City is required")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the messages in Arabic", async () => {
    await i18n.changeLanguage("ar");
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "المتابعة إلى الدفع" }));
    expect(await screen.findByText("المدينة مطلوبة")).toBeInTheDocument();
    expect(screen.getByText("الرمز البريدي مطلوب")).toBeInTheDocument();
  });
});

describe("billing messages", () => {
  it("has an Arabic twin for every billing form message of the contract", () => {
    const { amountMismatch: _dynamic, ...formMessages } = BILLING_MSG;
    for (const message of Object.values(formMessages)) {
      expect(resources.en.messages, message).toHaveProperty([message], message);
      expect(resources.ar.messages, message).toHaveProperty([message]);
    }
  });
});
