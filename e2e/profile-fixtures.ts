import type { Page } from "playwright-core";
import { apiLogin, baseUrl, DEMO_PASSWORD, readOutbox, type Session } from "./harness.ts";

/** Seeding through the API for the profiles and requests scenarios, as a user would. */

/** The demo user's own accounts, present in every seeded demo index (apps/api/src/tools/seed/demo-influencers.ts). */
export const DEMO_ACCOUNT_LINKS = [
  "https://www.instagram.com/sara.alqahtani/",
  "https://www.tiktok.com/@sara.alqahtani",
  "https://www.youtube.com/c/saraalqahtani",
] as const;

export type { Session };

/** A JSON call to the scenario's server, with a bearer token when given. */
export async function call<T>(method: string, path: string, access: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(access ? { authorization: `Bearer ${access}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A new customer with a verified e-mail and no subscription: signed up and verified through the API, logged in. */
export async function verifiedCustomer(password = "radar-e2e-2026"): Promise<Session> {
  const email = `brand.${Date.now()}.${Math.floor(Math.random() * 1e6)}@brand.sa`;
  const registered = await call("POST", "/api/auth/register/", null, {
    email,
    password,
    confirm_password: password,
    first_name: "Layla",
    last_name: "Haddad",
  });
  if (registered.status !== 201 && registered.status !== 200) throw new Error(`register: ${registered.status}`);
  const link = (await readOutbox(email)).flatMap((message) => message.links).find((candidate) => candidate.includes("token="));
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error("no verification link in the outbox");
  const verified = await call("GET", `/api/auth/verify-email/?token=${encodeURIComponent(token)}`, null);
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  return apiLogin(email, password);
}

/**
 * A new customer with an active Growth subscription: signs up, verifies the e-mail from the outbox,
 * logs in and pays in the built-in payment sandbox with its approved test card — no shortcut that a
 * real user could not take.
 */
export async function payingCustomer(password = "radar-e2e-2026"): Promise<Session> {
  const session = await verifiedCustomer(password);
  const email = session.email;
  const checkout = await call<{ checkout_id: string }>("POST", "/api/payments/prepare_checkout/", session.access, {
    currency: "SAR",
    payment_method: "VISA",
    payment_type: "DB",
    plan_id: 2,
    customer_data: {
      email,
      first_name: "Layla",
      last_name: "Haddad",
      street: "King Fahd Road 12",
      city: "Riyadh",
      state: "Riyadh Province",
      country: "SA",
      postcode: "12211",
    },
  });
  if (checkout.status !== 200) throw new Error(`prepare_checkout: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const checkoutId = checkout.body.checkout_id;
  const paid = await fetch(`${baseUrl}/sandbox/hyperpay/v1/checkouts/${checkoutId}/payment`, {
    method: "POST",
    body: new URLSearchParams({
      paymentBrand: "VISA",
      "card.number": "4111111111111111",
      "card.holder": "Layla Haddad",
      "card.expiryMonth": "12",
      "card.expiryYear": String(new Date().getUTCFullYear() + 3),
      "card.cvv": "123",
    }),
  });
  if (!paid.ok) throw new Error(`sandbox payment: ${paid.status}`);
  const status = await call<{ payment_successful: boolean }>(
    "GET",
    `/api/payments/payment_status/?checkout_id=${encodeURIComponent(checkoutId)}`,
    session.access,
  );
  if (!status.body.payment_successful) throw new Error(`payment_status: ${JSON.stringify(status.body)}`);
  return session;
}

/** A paying customer with an active profile of their own (the demo account sara.alqahtani): what /search needs. */
export async function customerWithActiveProfile(indexTimeoutMs?: number): Promise<Session> {
  const customer = await payingCustomer();
  await waitForIndexedAccount(customer.access, "instagram", "sara.alqahtani", indexTimeoutMs);
  const added = await call<{ success: boolean }>("POST", "/api/social_profiles/add/", customer.access, {
    platform: "instagram",
    username: "sara.alqahtani",
    profile_url: DEMO_ACCOUNT_LINKS[0],
    category_id: 1035,
    targeted_category: "",
    targeted_gender: "female",
    age_groups: ["25_34"],
    size_preset: "50000-500000",
  });
  if (!added.body?.success) throw new Error(`add profile: ${added.status} ${JSON.stringify(added.body)}`);
  return customer;
}

/**
 * Waits until the account is searchable; the same search again is free of credits. Every server of
 * the scenarios starts from a copy of a complete demo (global-setup.ts), so the first search finds
 * it; the check stays because a server without its demo index must fail here, saying so. The
 * deadline only decides how long such a server takes to fail the file.
 */
export async function waitForIndexedAccount(access: string, platform: string, username: string, timeoutMs = 360_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await call<{ results?: { search_results?: { basic: { username: string } }[] } }>("POST", "/api/search/", access, {
      social_network: platform,
      search: username,
    });
    if (response.body?.results?.search_results?.some((result) => result.basic.username === username)) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`${platform} @${username} never appeared in the influencer index: is the demo index loaded on this server?`);
}

/**
 * Adds the demo user's own accounts (an account already there answers 'already exists') and one
 * request of each kind when there are none. While the demo index is still loading the first add is
 * refused; it is retried for up to `waitMs`, and without an index the profiles are simply left out.
 */
export async function ensureDemoProfilesAndRequests(access: string, waitMs = 0): Promise<void> {
  const accounts = [
    { platform: "instagram", username: "sara.alqahtani", category_id: 1035 },
    { platform: "tiktok", username: "sara.alqahtani", category_id: 1041 },
    { platform: "youtube", username: "saraalqahtani", category_id: 1035 },
  ];
  const deadline = Date.now() + waitMs;
  for (const [index, account] of accounts.entries()) {
    const add = () =>
      call<{ success: boolean; error?: string }>("POST", "/api/social_profiles/add/", access, {
        ...account,
        profile_url: DEMO_ACCOUNT_LINKS[index],
        targeted_category: "",
        targeted_gender: "female",
        age_groups: ["25_34"],
        size_preset: "50000-500000",
      });
    let answer = await add();
    while (index === 0 && !answer.body.success && !answer.body.error?.includes("already exists") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      answer = await add();
    }
  }
  const campaigns = await call<unknown[]>("GET", "/api/campaign-requests/", access);
  if (campaigns.body.length === 0) {
    await call("POST", "/api/campaign-requests/", access, {
      title: "Ramadan dates launch",
      description: "Food creators in Riyadh and Jeddah for our new premium dates range.",
      budget: 45000,
      influencer_count: 6,
      category: "food",
      duration: "1month",
      requirements: "Arabic captions, one reel and three stories each.",
    });
  }
  const comparisons = await call<unknown[]>("GET", "/api/comparison-requests/", access);
  if (comparisons.body.length === 0) {
    await call("POST", "/api/comparison-requests/", access, {
      profile_urls: [
        "https://www.instagram.com/sara.alqahtani/",
        "https://www.tiktok.com/@sara.alqahtani",
        "https://www.youtube.com/c/saraalqahtani",
        "https://x.com/SaudiFoodie",
        "https://www.instagram.com/riyadh.eats/",
      ],
      description: "Which of these food accounts has the most engaged Saudi audience?",
    });
  }
}

/**
 * Signs the browser context in as the session's user, the way the web app stores a login — with a
 * login of its own. The session's own tokens stay with the test's API calls: a refresh token is
 * rotated by whoever uses it, so two holders of one would end the session for both (reuse detection).
 */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await signIn(page, session.email, session.password);
}

/** Signs the browser context in as `email` with a login (session) of its own, stored as the web app stores one. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const own = await apiLogin(email, password);
  // Written on a page of the origin that runs no app code: the app reads the stored session when it
  // starts and clears a half-seen one, so writing beneath a running app (which loads its pages
  // lazily, and may start after the write) would race with it.
  await page.goto("/api/health");
  await page.evaluate(({ access, refresh, user }) => {
    window.localStorage.setItem("access_token", access);
    window.localStorage.setItem("refresh_token", refresh);
    window.localStorage.setItem("user", JSON.stringify(user));
  }, own);
}
