/*
 * Influencers Radar payment sandbox: a stand-in for HyperPay's COPYandPAY paymentWidgets.js with the
 * same contract. Load it with ?checkoutId=… (and its integrity hash); it turns every
 * <form class="paymentWidgets" action="{result URL}" data-brands="VISA MASTER"> into a card form
 * (data-brands="MADA": a mada form; "APPLEPAY": an Apple Pay button over a test wallet, since no
 * Apple device takes part), honours window.wpwlOptions (locale, onReady, onBeforeSubmitCard,
 * onBeforeSubmitApplePay, onError), posts the card or the wallet token to
 * POST {base}/v1/checkouts/{id}/payment and then sends the browser to the form's action with
 * ?id={id}&resourcePath=%2Fv1%2Fcheckouts%2F{id}%2Fpayment. These bytes are hashed for SRI: the
 * file is served exactly as stored, so it must not depend on the checkout.
 */
(() => {
  const script = document.currentScript || document.querySelector('script[src*="/v1/paymentWidgets.js"]');
  if (!script) return;
  const source = new URL(script.getAttribute("src"), window.location.href);
  const checkoutId = source.searchParams.get("checkoutId") || "";
  const base = source.href.slice(0, source.href.indexOf("/v1/paymentWidgets.js"));
  const options = window.wpwlOptions || {};
  const arabic = String(options.locale || document.documentElement.lang || "").startsWith("ar");
  const TEXT = arabic
    ? {
        brand: "نوع البطاقة",
        cardNumber: "رقم البطاقة",
        expiry: "تاريخ الانتهاء",
        cardHolder: "اسم حامل البطاقة",
        cvv: "رمز التحقق",
        pay: "ادفع الآن",
        processing: "جارٍ المعالجة…",
        invalid: {
          cardNumber: "رقم البطاقة غير صالح",
          expiry: "تاريخ الانتهاء غير صالح",
          cardHolder: "اسم حامل البطاقة غير صالح",
          cvv: "رمز التحقق غير صالح",
          brand: "نوع البطاقة هذا غير مقبول",
        },
        expired: "انتهت صلاحية جلسة الدفع. يرجى البدء من جديد.",
        failed: "تعذر إرسال الدفع. يرجى المحاولة مرة أخرى.",
        note: "بيئة دفع تجريبية — لا تُخصم أي أموال حقيقية",
        applePay: "الدفع عبر Apple Pay",
        wallet: "بطاقة المحفظة التجريبية",
        walletCards: {
          "sandbox-applepay-approve": "Visa •••• 1111 — تُقبل",
          "sandbox-applepay-decline": "Visa •••• 9995 — تُرفض (رصيد غير كافٍ)",
        },
      }
    : {
        brand: "Card brand",
        cardNumber: "Card number",
        expiry: "Expiry date",
        cardHolder: "Card holder",
        cvv: "CVV",
        pay: "Pay now",
        processing: "Processing…",
        invalid: {
          cardNumber: "Invalid card number",
          expiry: "Invalid expiry date",
          cardHolder: "Invalid card holder",
          cvv: "Invalid CVV",
          brand: "This card brand is not accepted",
        },
        expired: "This payment session has expired. Please start again.",
        failed: "The payment could not be submitted. Please try again.",
        note: "Payment sandbox — no real money is charged",
        applePay: "Pay with Apple Pay",
        wallet: "Test wallet card",
        walletCards: {
          "sandbox-applepay-approve": "Visa •••• 1111 — approves",
          "sandbox-applepay-decline": "Visa •••• 9995 — declined (insufficient funds)",
        },
      };
  const FIELD_OF_PARAMETER = {
    paymentBrand: "brand",
    "card.number": "cardNumber",
    "card.holder": "cardHolder",
    "card.expiryMonth": "expiry",
    "card.expiryYear": "expiry",
    "card.cvv": "cvv",
  };
  let sequence = 0;

  const call = (name, ...args) => {
    if (typeof options[name] !== "function") return undefined;
    try {
      return options[name](...args);
    } catch (error) {
      console.error(`wpwlOptions.${name} failed`, error);
      return undefined;
    }
  };
  const reportError = (name, message) => {
    const error = new Error(message);
    error.name = name;
    call("onError", error);
  };
  const digitsOf = (value) => value.replace(/\D/g, "");
  const luhn = (digits) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
  };
  const detectBrand = (digits) => (digits.startsWith("4") ? "VISA" : /^(5[1-5]|2[2-7])/.test(digits) ? "MASTER" : "");

  function element(tag, className, attributes = {}) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  }

  function control(name, attributes) {
    sequence += 1;
    return element(name === "brand" || name === "wallet" ? "select" : "input", `wpwl-control wpwl-control-${name}`, {
      id: `wpwl-${name}-${sequence}`,
      ...attributes,
    });
  }

  function group(name, input) {
    const node = element("div", `wpwl-group wpwl-group-${name}`);
    const label = element("label", `wpwl-label wpwl-label-${name}`, { for: input.id });
    label.textContent = TEXT[name];
    const wrapper = element("div", `wpwl-wrapper wpwl-wrapper-${name}`);
    wrapper.append(input);
    node.append(label, wrapper);
    return node;
  }

  function message(form, text) {
    const node = element("div", "wpwl-message wpwl-has-error", { role: "alert" });
    node.textContent = text;
    form.replaceChildren(node);
  }

  function render(form, checkout) {
    const brands = (form.getAttribute("data-brands") || "VISA MASTER").split(/\s+/).filter(Boolean);
    form.classList.add("wpwl-form");
    form.noValidate = true;
    const cardBrands = brands.filter((brand) => brand !== "APPLEPAY");
    if (cardBrands.length === 0) return renderApplePay(form);
    renderCard(form, checkout, cardBrands);
    if (brands.includes("APPLEPAY")) form.prepend(applePayGroup(form));
  }

  function payLabelOf(checkout) {
    // The amount is isolated (FSI…PDI) so it reads correctly inside Arabic text.
    return `${TEXT.pay} \u2068${checkout.amount} ${checkout.currency}\u2069`;
  }

  function renderApplePay(form) {
    form.classList.add("wpwl-form-virtualAccount-APPLEPAY");
    const note = element("div", "wpwl-sandbox-note");
    note.textContent = TEXT.note;
    form.replaceChildren(applePayGroup(form), note);
    form.onsubmit = (event) => event.preventDefault();
  }

  /** The Apple Pay button; the sandbox's wallet picker stands in for the device's payment sheet. */
  function applePayGroup(form) {
    const wallet = control("wallet", { name: "applePay.paymentToken" });
    for (const [token, label] of Object.entries(TEXT.walletCards)) wallet.append(new Option(label, token));
    const node = element("div", "wpwl-group wpwl-group-applePay");
    const label = element("label", "wpwl-label wpwl-label-wallet", { for: wallet.id });
    label.textContent = TEXT.wallet;
    const wrapper = element("div", "wpwl-wrapper wpwl-wrapper-wallet");
    wrapper.append(wallet);
    const button = element("button", "wpwl-button wpwl-apple-pay-button", { type: "button", "aria-label": TEXT.applePay });
    // Apple's own button carries no amount: the payment sheet shows it.
    button.textContent = TEXT.applePay;
    button.addEventListener("click", async (event) => {
      if (call("onBeforeSubmitApplePay", event) === false) return;
      button.disabled = true;
      button.textContent = TEXT.processing;
      const posted = await post(form, { paymentBrand: "APPLEPAY", "applePay.paymentToken": wallet.value });
      if (!posted) {
        button.disabled = false;
        button.textContent = TEXT.applePay;
        return;
      }
      if (!posted.response.ok) {
        button.disabled = false;
        button.textContent = TEXT.applePay;
        return reportError("WidgetError", posted.answer?.result?.description || TEXT.failed);
      }
      window.location.assign(resultUrl(form));
    });
    node.append(label, wrapper, button);
    return node;
  }

  /** Posts to the platform; null after a network failure (reported), the answer otherwise. */
  async function post(form, fields) {
    let response;
    let answer;
    try {
      response = await fetch(`${base}/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`, {
        method: "POST",
        body: new URLSearchParams(fields),
      });
      answer = await response.json();
    } catch (error) {
      reportError("PciIframeSubmitError", String(error?.message || error));
      return null;
    }
    if (answer?.result?.parameterErrors?.[0]?.name === "checkoutId") {
      message(form, TEXT.expired);
      reportError("InvalidCheckoutIdError", answer.result.description);
      return null;
    }
    return { response, answer };
  }

  function renderCard(form, checkout, brands) {
    const fields = {
      brand: control("brand", { name: "paymentBrand" }),
      cardNumber: control("cardNumber", {
        name: "card.number",
        inputmode: "numeric",
        autocomplete: "cc-number",
        placeholder: "•••• •••• •••• ••••",
      }),
      expiry: control("expiry", { name: "card.expiry", inputmode: "numeric", autocomplete: "cc-exp", placeholder: "MM / YY" }),
      cardHolder: control("cardHolder", { name: "card.holder", autocomplete: "cc-name" }),
      cvv: control("cvv", { name: "card.cvv", inputmode: "numeric", autocomplete: "cc-csc", maxlength: "4", placeholder: "•••" }),
    };
    for (const brand of brands) fields.brand.append(new Option(brand, brand));
    fields.cardNumber.addEventListener("input", () => {
      const digits = digitsOf(fields.cardNumber.value).slice(0, 19);
      fields.cardNumber.value = digits.replace(/(\d{4})(?=\d)/g, "$1 ");
      const brand = detectBrand(digits);
      if (brands.includes(brand)) fields.brand.value = brand;
    });
    fields.expiry.addEventListener("input", () => {
      const digits = digitsOf(fields.expiry.value).slice(0, 4);
      fields.expiry.value = digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
    });
    const row = element("div", "wpwl-group-row");
    row.append(group("expiry", fields.expiry), group("cvv", fields.cvv));
    const button = element("button", "wpwl-button wpwl-button-pay", { type: "submit" });
    const payLabel = payLabelOf(checkout);
    button.textContent = payLabel;
    const note = element("div", "wpwl-sandbox-note");
    note.textContent = TEXT.note;
    form.classList.add("wpwl-form-card");
    form.replaceChildren(
      group("brand", fields.brand),
      group("cardNumber", fields.cardNumber),
      group("cardHolder", fields.cardHolder),
      row,
      button,
      note,
    );
    form.onsubmit = (event) => {
      event.preventDefault();
      submit(form, fields, brands, button, payLabel, event);
    };
  }

  function markErrors(fields, errors) {
    for (const [name, input] of Object.entries(fields)) {
      input.classList.toggle("wpwl-has-error", name in errors);
      input.setAttribute("aria-invalid", String(name in errors));
      input.parentElement.querySelector(".wpwl-hint")?.remove();
      if (!(name in errors)) continue;
      const hint = element("div", `wpwl-hint wpwl-hint-${name}`);
      hint.textContent = errors[name];
      input.parentElement.append(hint);
    }
  }

  function readCard(fields, brands) {
    const number = digitsOf(fields.cardNumber.value);
    const expiry = digitsOf(fields.expiry.value);
    const month = expiry.slice(0, 2);
    const year = expiry.length === 4 ? `20${expiry.slice(2)}` : expiry.slice(2);
    const now = new Date();
    const errors = {};
    if (!luhn(number)) errors.cardNumber = TEXT.invalid.cardNumber;
    if (!brands.includes(fields.brand.value)) errors.brand = TEXT.invalid.brand;
    const validMonth = /^(0[1-9]|1[0-2])$/.test(month) && /^\d{4}$/.test(year);
    if (!validMonth || new Date(Date.UTC(Number(year), Number(month), 1)) <= now) errors.expiry = TEXT.invalid.expiry;
    if (fields.cardHolder.value.trim().length < 2) errors.cardHolder = TEXT.invalid.cardHolder;
    if (!/^\d{3,4}$/.test(fields.cvv.value.trim())) errors.cvv = TEXT.invalid.cvv;
    const card = {
      paymentBrand: fields.brand.value,
      "card.number": number,
      "card.holder": fields.cardHolder.value.trim(),
      "card.expiryMonth": month,
      "card.expiryYear": year,
      "card.cvv": fields.cvv.value.trim(),
    };
    return { card, errors };
  }

  function resultUrl(form) {
    const url = new URL(form.getAttribute("action") || window.location.href, window.location.href);
    url.searchParams.set("id", checkoutId);
    url.searchParams.set("resourcePath", `/v1/checkouts/${checkoutId}/payment`);
    return url.href;
  }

  async function submit(form, fields, brands, button, payLabel, event) {
    const { card, errors } = readCard(fields, brands);
    markErrors(fields, errors);
    if (Object.keys(errors).length > 0) return;
    if (call("onBeforeSubmitCard", event) === false) return;
    button.disabled = true;
    button.textContent = TEXT.processing;
    const posted = await post(form, card);
    if (!posted) {
      button.disabled = false;
      button.textContent = payLabel;
      return;
    }
    const { response, answer } = posted;
    const parameter = answer?.result?.parameterErrors?.[0]?.name;
    if (!response.ok) {
      // Refused before processing (bad number, expired card): let the shopper correct it.
      button.disabled = false;
      button.textContent = payLabel;
      markErrors(fields, { [FIELD_OF_PARAMETER[parameter] || "cardNumber"]: answer?.result?.description || TEXT.failed });
      return;
    }
    // Approved, declined or pending alike: the shop reads the outcome from the payment status.
    window.location.assign(resultUrl(form));
  }

  function injectStyle() {
    if (document.getElementById("wpwl-sandbox-style")) return;
    const style = element("style", "", { id: "wpwl-sandbox-style" });
    style.textContent = [
      ".wpwl-form{max-width:28rem;margin:0 auto;padding:1rem;border:1px solid #e5e7eb;border-radius:.75rem;background:#fff;color:#111827}",
      ".wpwl-group{margin-block-end:.75rem}.wpwl-group-row{display:flex;gap:.75rem}.wpwl-group-row>.wpwl-group{flex:1}",
      ".wpwl-label{display:block;font-size:.875rem;margin-block-end:.25rem;color:#374151}",
      ".wpwl-control{box-sizing:border-box;width:100%;padding:.5rem .75rem;border:1px solid #d1d5db;border-radius:.5rem;font:inherit;background:#fff;color:inherit}",
      ".wpwl-control-cardNumber,.wpwl-control-expiry,.wpwl-control-cvv{direction:ltr}",
      ".wpwl-control:focus{outline:2px solid #4f46e5;outline-offset:1px}.wpwl-control.wpwl-has-error{border-color:#dc2626}",
      ".wpwl-hint{color:#dc2626;font-size:.8125rem;margin-block-start:.25rem}",
      ".wpwl-button-pay{width:100%;padding:.625rem 1rem;border:0;border-radius:.5rem;background:#4f46e5;color:#fff;font:inherit;font-weight:600;cursor:pointer}",
      ".wpwl-button-pay:disabled{opacity:.6;cursor:progress}",
      ".wpwl-apple-pay-button{width:100%;min-height:2.75rem;padding:.625rem 1rem;border:0;border-radius:.5rem;background:#000;color:#fff;font:inherit;font-weight:600;cursor:pointer}",
      ".wpwl-apple-pay-button:disabled{opacity:.6;cursor:progress}",
      ".wpwl-form-card .wpwl-group-applePay{padding-block-end:.75rem;border-block-end:1px solid #e5e7eb}",
      ".wpwl-sandbox-note{font-size:.75rem;color:#6b7280;margin-block-start:.5rem;text-align:center}",
      ".wpwl-message{padding:.75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b}",
    ].join("\n");
    document.head.append(style);
  }

  async function start() {
    injectStyle();
    const forms = Array.from(document.querySelectorAll("form.paymentWidgets"));
    if (forms.length === 0) return reportError("WidgetError", 'No <form class="paymentWidgets"> on the page');
    let response;
    let checkout;
    try {
      response = await fetch(`${base}/v1/checkouts/${encodeURIComponent(checkoutId)}`, { headers: { accept: "application/json" } });
      checkout = await response.json();
    } catch (error) {
      return reportError("PciIframeCommunicationError", String(error?.message || error));
    }
    if (!response.ok) {
      for (const form of forms) message(form, TEXT.expired);
      return reportError("InvalidCheckoutIdError", checkout?.result?.description || "Invalid or expired checkout");
    }
    for (const form of forms) render(form, checkout);
    call("onReady");
  }

  const run = () => start().catch((error) => reportError("WidgetError", String(error?.message || error)));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
})();
