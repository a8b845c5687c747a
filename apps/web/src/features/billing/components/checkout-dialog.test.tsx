import type { TCheckoutSession, TPaymentMethods } from "@radar/contract/billing";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "@/lib/auth-storage";
import { jsonResponse, mockFetch, type RecordedRequest } from "@/testing/fetch-mock";
import { activeSubscription } from "@/testing/fixtures";
import { makeJwt, TEST_USER } from "@/testing/jwt";
import { renderWithProviders } from "@/testing/render";
import { planById } from "../testing/plans";
import { CheckoutDialog } from "./checkout-dialog";

const SESSION: TCheckoutSession = {
  checkout_id: "8A82944A4CC25EBF014CC2C782423202.sandbox01",
  script_url: "https://gateway.test/v1/paymentWidgets.js?checkoutId=8A82944A4CC25EBF014CC2C782423202.sandbox01",
  integrity_hash: "sha384-abc",
  brands: "VISA MASTER",
  amount: 3000,
  currency: "SAR",
  plan_id: 2,
  payment_method: "VISA",
};

const METHODS: TPaymentMethods = {
  methods: [
    { payment_method: "MADA", brands: ["MADA"] },
    { payment_method: "VISA", brands: ["VISA", "MASTER"] },
    { payment_method: "APPLEPAY", brands: ["APPLEPAY"] },
  ],
  sandbox: true,
};

type Server = { prepare?: () => Response; choose?: () => Response; methods?: () => Response };

function server({ prepare = () => jsonResponse(200, SESSION), choose, methods = () => jsonResponse(200, METHODS) }: Server = {}) {
  return mockFetch(({ url, method }: RecordedRequest) => {
    if (url === "/api/payments/methods/") return methods();
    if (url === "/api/subscriptions/" && method === "POST")
      return choose?.() ?? jsonResponse(201, activeSubscription({ status: "pending" }));
    if (url === "/api/subscriptions/1/" && method === "PATCH")
      return choose?.() ?? jsonResponse(200, activeSubscription({ next_plan: planById(3) }));
    if (url === "/api/payments/prepare_checkout/") return prepare();
    return jsonResponse(404, { detail: "Not found." });
  });
}

function setup(props: { current?: ReturnType<typeof activeSubscription> | null; planId?: number } = {}) {
  saveSession({ access: makeJwt(3600), refresh: "r" }, { ...TEST_USER });
  const onClose = vi.fn();
  const onSubscriptionChange = vi.fn();
  renderWithProviders(
    <CheckoutDialog
      plan={planById(props.planId ?? 2)}
      current={props.current ?? null}
      onClose={onClose}
      onSubscriptionChange={onSubscriptionChange}
    />,
  );
  return { user: userEvent.setup(), onClose, onSubscriptionChange };
}

const button = (name: string) => screen.getByRole("button", { name });

async function toBilling(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button("Continue to Billing"));
  await screen.findByLabelText("Address");
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Address"), "King Fahd Road 12");
  await user.type(screen.getByLabelText("City"), "Riyadh");
  await user.type(screen.getByLabelText("State / region"), "Riyadh Province");
  await user.type(screen.getByLabelText("Postal code"), "12211");
}

const widgetScript = () => document.querySelector<HTMLScriptElement>('script[src*="paymentWidgets.js"]');

afterEach(() => {
  for (const script of document.querySelectorAll("script")) script.remove();
  delete window.wpwlOptions;
});

describe("CheckoutDialog", () => {
  it("reviews the plan: name, level, interval, price, credits, profiles and consultation terms", () => {
    server();
    setup();
    expect(screen.getByRole("dialog", { name: "Subscribe to Growth" })).toBeInTheDocument();
    expect(screen.getByText("Level").nextSibling).toHaveTextContent("Growth");
    expect(screen.getByText("Billing period").nextSibling).toHaveTextContent("Monthly");
    expect(screen.getByText("Price").nextSibling).toHaveTextContent("SAR 3,000/ month");
    expect(screen.getByText("Credits").nextSibling).toHaveTextContent("1,250 credits every month");
    expect(screen.getByText("Max profiles").nextSibling).toHaveTextContent("3");
    expect(screen.getByText("One free consultation every month")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  it("closes on Cancel without telling the server anything", async () => {
    const { requests } = server();
    const { user, onClose } = setup();
    await user.click(button("Cancel"));
    expect(onClose).toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it("records the chosen plan, then Back returns one step at a time", async () => {
    const { requests } = server();
    const { user } = setup();
    await toBilling(user);
    expect(requests[0]).toMatchObject({ url: "/api/subscriptions/", method: "POST", body: { plan_id: 2 } });
    // Pre-filled from the logged-in user.
    expect(screen.getByLabelText("Email")).toHaveValue("sara@brand.sa");
    expect(screen.getByLabelText("First name")).toHaveValue("Sara");
    await user.click(button("Back"));
    expect(await screen.findByRole("button", { name: "Continue to Billing" })).toBeEnabled();
  });

  it("records nothing for a subscriber before the payment: an abandoned checkout changes no plan", { timeout: 20_000 }, async () => {
    const { requests } = server();
    const { user, onSubscriptionChange, onClose } = setup({ current: activeSubscription(), planId: 3 });
    expect(screen.getByText(/Unused days of your current plan are carried over/)).toBeInTheDocument();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    const writes = requests.filter((request) => request.method !== "GET");
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual(["POST /api/payments/prepare_checkout/"]);
    expect(onSubscriptionChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("confirms a change for the next payment only when the subscriber asks for it, with PATCH", async () => {
    const { requests } = server();
    const { user, onSubscriptionChange, onClose } = setup({ current: activeSubscription(), planId: 3 });
    await user.click(button("Switch with my next payment instead"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([expect.objectContaining({ url: "/api/subscriptions/1/", method: "PATCH", body: { plan_id: 3 } })]);
    expect(onSubscriptionChange).toHaveBeenCalledWith(expect.objectContaining({ next_plan: expect.objectContaining({ id: 3 }) }));
    expect(await screen.findByText("You will move to the Professional plan with your next payment")).toBeInTheDocument();
  });

  it("offers no change for later to a customer without a subscription", () => {
    server();
    setup();
    expect(screen.queryByRole("button", { name: "Switch with my next payment instead" })).not.toBeInTheDocument();
  });

  it("stays on Review when the choice cannot be recorded", async () => {
    server({ choose: () => jsonResponse(500, { detail: "Server error" }) });
    const { user } = setup();
    await user.click(button("Continue to Billing"));
    expect(await screen.findByText("Failed to create subscription")).toBeInTheDocument();
    expect(button("Continue to Billing")).toBeEnabled();
    expect(screen.queryByLabelText("Address")).not.toBeInTheDocument();
  });

  it("stays on Billing when preparation fails, logs it and toasts the error field", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server({ prepare: () => jsonResponse(400, { error: "City is required", "customer_data.city": ["City is required"] }) });
    const { user } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));

    expect(await screen.findByText("Checkout Preparation Failed")).toBeInTheDocument();
    expect(screen.getAllByText("City is required").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Address")).toBeInTheDocument();
    expect(button("Continue to Payment")).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });

  it("sends the plan's price, SAR, the method (mada, first for a Saudi address), DB and the billing details", async () => {
    const { requests } = server();
    const { user } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    const prepare = requests.find((request) => request.url === "/api/payments/prepare_checkout/");
    expect(prepare?.body).toEqual({
      amount: 3000,
      currency: "SAR",
      payment_method: "MADA",
      payment_type: "DB",
      plan_id: 2,
      customer_data: {
        email: "sara@brand.sa",
        first_name: "Sara",
        last_name: "Al-Qahtani",
        street: "King Fahd Road 12",
        city: "Riyadh",
        state: "Riyadh Province",
        country: "SA",
        postcode: "12211",
      },
    });
  });

  it("loads the widget with its options, the payment form and the script's integrity hash", async () => {
    server();
    const { user } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(widgetScript()).not.toBeNull());

    const script = widgetScript();
    expect(script?.getAttribute("src")).toBe(SESSION.script_url);
    expect(script?.getAttribute("integrity")).toBe("sha384-abc");
    expect(script?.getAttribute("crossorigin")).toBe("anonymous");
    expect(window.wpwlOptions).toMatchObject({ locale: "en", style: "card" });
    const form = document.querySelector("form.paymentWidgets");
    expect(form).toHaveAttribute("data-brands", "VISA MASTER");
    expect(form).toHaveAttribute("action", `${window.location.origin}/payment/result`);
    expect(screen.getByText("Loading the secure payment form…")).toBeInTheDocument();
    act(() => window.wpwlOptions?.onReady());
    await waitFor(() => expect(screen.queryByText("Loading the secure payment form…")).not.toBeInTheDocument());
  });

  it("disables Back while the payment is processing, and a payment error clears it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server();
    const { user, onClose } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(window.wpwlOptions).toBeDefined());
    expect(button("Back")).toBeEnabled();

    act(() => {
      window.wpwlOptions?.onBeforeSubmitCard();
    });
    expect(button("Back")).toBeDisabled();
    expect(screen.getByText("Processing your payment…")).toBeInTheDocument();
    // The dialog cannot be closed either while the gateway answers.
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();

    act(() => window.wpwlOptions?.onError(new Error("PciIframeSubmitError")));
    expect(button("Back")).toBeEnabled();
    await user.click(button("Back"));
    expect(await screen.findByLabelText("Address")).toHaveValue("King Fahd Road 12");
    expect(widgetScript()).toBeNull();
  });

  it("goes to /payment-result with checkout_id and resourcePath when the widget reports completion", async () => {
    server();
    const { user } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(window.wpwlOptions).toBeDefined());
    act(() => window.wpwlOptions?.paymentComplete());
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/payment-result"));
    expect(button("Back")).toBeDisabled();
  });

  it("toasts 'Failed to load payment script' when the script does not load", async () => {
    server();
    const { user } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    act(() => {
      widgetScript()?.dispatchEvent(new Event("error"));
    });
    expect(await screen.findByText("Failed to load payment script")).toBeInTheDocument();
    expect(screen.getByText(/The payment form could not be loaded/)).toBeInTheDocument();
  });
});

describe("CheckoutDialog: the payment method is asked first", () => {
  const radio = (name: RegExp) => screen.getByRole("radio", { name });
  const prepared = (requests: RecordedRequest[]) =>
    requests.find((request) => request.url === "/api/payments/prepare_checkout/")?.body as { payment_method?: string } | undefined;

  it("offers mada first and preselected for a Saudi address, then Visa / Mastercard, then Apple Pay", async () => {
    server();
    const { user } = setup();
    await toBilling(user);
    const radios = await screen.findAllByRole("radio");
    expect(radios.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^mada/),
      expect.stringMatching(/^Visa \/ Mastercard/),
      expect.stringMatching(/^Apple Pay/),
    ]);
    expect(radio(/^mada/)).toBeChecked();
    expect(screen.getByRole("group", { name: "How would you like to pay?" })).toBeInTheDocument();
    expect(screen.getByText("Most Saudi cards")).toBeInTheDocument();
    expect(screen.getByText("Sandbox: a test wallet stands in for your device")).toBeInTheDocument();
  });

  it("prepares the checkout for the method chosen: Visa / Mastercard, or Apple Pay", { timeout: 20_000 }, async () => {
    const { requests } = server();
    const { user } = setup();
    await toBilling(user);
    await user.click(await screen.findByRole("radio", { name: /^Visa \/ Mastercard/ }));
    expect(radio(/^Visa \/ Mastercard/)).toBeChecked();
    expect(radio(/^mada/)).not.toBeChecked();
    await fillBilling(user);
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    expect(prepared(requests)?.payment_method).toBe("VISA");
    expect(screen.getByTestId("payment-method")).toHaveTextContent("Visa / Mastercard");

    await user.click(button("Back"));
    await user.click(await screen.findByRole("radio", { name: /^Apple Pay/ }));
    requests.length = 0;
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(prepared(requests)?.payment_method).toBe("APPLEPAY"));
  });

  it("puts the card form first for an address outside Saudi Arabia", { timeout: 20_000 }, async () => {
    const { requests } = server();
    const { user } = setup();
    await toBilling(user);
    await fillBilling(user);
    await user.selectOptions(screen.getByLabelText("Country"), "AE");
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(widgetScript()).not.toBeNull());
    await user.click(button("Back"));
    const radios = await screen.findAllByRole("radio");
    expect(radios[0]).toHaveTextContent(/^Visa \/ Mastercard/);
    expect(radio(/^Visa \/ Mastercard/)).toBeChecked();
    expect(screen.queryByText("Most Saudi cards")).not.toBeInTheDocument();
    requests.length = 0;
    await user.click(button("Continue to Payment"));
    await waitFor(() => expect(prepared(requests)?.payment_method).toBe("VISA"));
  });

  it("hides Apple Pay on the live gateway in a browser without it", async () => {
    server({ methods: () => jsonResponse(200, { ...METHODS, sandbox: false }) });
    const { user } = setup();
    await toBilling(user);
    expect(await screen.findAllByRole("radio")).toHaveLength(2);
    expect(screen.queryByRole("radio", { name: /^Apple Pay/ })).not.toBeInTheDocument();
  });

  it("says when the methods cannot be loaded, and loads them again on request", async () => {
    let fail = true;
    server({ methods: () => (fail ? jsonResponse(500, { detail: "Server error." }) : jsonResponse(200, METHODS)) });
    const { user } = setup();
    await toBilling(user);
    expect(await screen.findByText("The payment methods could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(button("Try again"));
    expect(await screen.findByRole("radio", { name: /^mada/ })).toBeChecked();
  });
});
