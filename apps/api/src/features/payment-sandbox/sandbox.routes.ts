import { randomBytes } from "node:crypto";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../core/context.ts";
import { cardProblem } from "./card-validation.ts";
import { checkoutParameterErrors } from "./checkout-parameters.ts";
import { isMadaCard } from "./mada-bins.ts";
import { parameterErrorAnswer, paymentAnswer, resultAnswer, UNAUTHENTICATED_ANSWER, unknownCheckoutAnswer } from "./sandbox-answers.ts";
import { brandsTakenBy, entityIdsOf, sandboxEntities } from "./sandbox-entities.ts";
import { findSandboxCheckout, insertSandboxCheckout, isOpen, recordPayment } from "./sandbox-queries.ts";
import { APPLE_PAY_TOKENS, BRAND_NOT_CONFIGURED, type Decision, decide, TEST_CARDS } from "./test-cards.ts";
import { WIDGET_INTEGRITY, WIDGET_SCRIPT } from "./widget-script.ts";

type Form = Record<string, string>;
const CHECKOUT_ID = /^[A-Za-z0-9_.-]{1,100}$/;

/**
 * A card gateway that speaks HyperPay COPYandPAY's HTTP protocol, mounted at /sandbox/hyperpay so
 * the real client code runs unchanged in development, tests and demos. Its state is in PostgreSQL
 * (sandbox_checkouts), so a restart keeps open checkouts and payment results. No money moves: the
 * outcome of a payment is decided by the test card (test-cards.ts).
 */
export function paymentSandboxRoutes(ctx: AppContext): FastifyPluginAsync {
  const { PAYMENT_ACCESS_TOKEN: accessToken } = ctx.config;
  const entities = sandboxEntities(ctx.config);
  const entityIds = entityIdsOf(entities);
  const authorised = (request: FastifyRequest) => accessToken !== undefined && request.headers.authorization === `Bearer ${accessToken}`;
  const params = (request: FastifyRequest) => request.params as { id: string };

  return async (app) => {
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // The widget runs on the shop's pages; in development those are served from another origin.
    app.addHook("onSend", async (_request, reply) => {
      reply.header("access-control-allow-origin", "*");
    });
    const schema = { hide: true };

    app.get("/", { schema }, async () => ({
      gateway: "HyperPay COPYandPAY sandbox",
      cvv: "123",
      expiry: "any future month",
      testCards: TEST_CARDS.map(({ number, brand, outcome, code }) => ({ number, brand, outcome, code })),
      applePayTokens: APPLE_PAY_TOKENS.map(({ token, outcome, code }) => ({ token, outcome, code })),
      entities: { card: entities.card, mada: entities.mada ?? null, applePay: entities.applePay },
    }));

    app.post("/v1/checkouts", { schema }, async (request, reply) => {
      if (!authorised(request)) return reply.status(401).send(UNAUTHENTICATED_ANSWER);
      const form = (request.body ?? {}) as Form;
      const errors = checkoutParameterErrors(form, entityIds);
      if (errors.length > 0) return reply.status(400).send(parameterErrorAnswer(errors));
      const id = `${randomBytes(16).toString("hex").toUpperCase()}.sandbox01`;
      await insertSandboxCheckout(ctx.db, { id, entityId: form.entityId as string, form });
      return resultAnswer("000.200.100", "successfully created checkout", {
        ndc: id,
        id,
        ...(form.integrity === "true" ? { integrity: WIDGET_INTEGRITY } : {}),
      });
    });

    app.get("/v1/paymentWidgets.js", { schema }, async (_request, reply) =>
      reply
        .header("content-type", "application/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send(WIDGET_SCRIPT),
    );

    // Sandbox-only: what the widget needs to draw the form (the real widget learns it internally).
    app.get("/v1/checkouts/:id", { schema }, async (request, reply) => {
      const { id } = params(request);
      const row = CHECKOUT_ID.test(id) ? await findSandboxCheckout(ctx.db, id) : undefined;
      if (!row || !isOpen(row)) return reply.status(400).send(unknownCheckoutAnswer(id));
      return resultAnswer("000.200.100", "successfully created checkout", { id, ndc: id, amount: row.amount, currency: row.currency });
    });

    app.post("/v1/checkouts/:id/payment", { schema }, async (request, reply) => payWithCard(request, reply));

    app.get("/v1/checkouts/:id/payment", { schema }, async (request, reply) => {
      if (!authorised(request)) return reply.status(401).send(UNAUTHENTICATED_ANSWER);
      const { id } = params(request);
      const query = request.query as Form;
      if (query.entityId === undefined || !entityIds.includes(query.entityId))
        return reply
          .status(400)
          .send(parameterErrorAnswer([{ name: "entityId", value: query.entityId ?? null, message: "invalid or missing parameter" }]));
      const row = CHECKOUT_ID.test(id) ? await findSandboxCheckout(ctx.db, id) : undefined;
      if (!row || row.entity_id !== query.entityId) return reply.status(400).send(unknownCheckoutAnswer(id));
      if (row.status !== "open") return paymentAnswer(row);
      if (!isOpen(row)) return reply.status(400).send(unknownCheckoutAnswer(id));
      // Not paid yet: the platform reports such a checkout as pending.
      return resultAnswer("000.200.000", "transaction pending", { ndc: id });
    });
  };

  async function payWithCard(request: FastifyRequest, reply: FastifyReply) {
    const { id } = request.params as { id: string };
    const form = (request.body ?? {}) as Form;
    const row = CHECKOUT_ID.test(id) ? await findSandboxCheckout(ctx.db, id) : undefined;
    if (!row || !isOpen(row)) return reply.status(400).send(unknownCheckoutAnswer(id));
    const taken = brandsTakenBy(entities, row.entity_id);
    if (form.paymentBrand === "APPLEPAY") return payWithApplePay(reply, id, form, taken);
    const card = {
      brand: form.paymentBrand ?? "",
      number: (form["card.number"] ?? "").replace(/\s/g, ""),
      holder: form["card.holder"] ?? "",
      expiryMonth: form["card.expiryMonth"] ?? "",
      expiryYear: form["card.expiryYear"] ?? "",
      cvv: form["card.cvv"] ?? "",
    };
    const problem = cardProblem(card);
    if (problem) {
      const parameterErrors = problem.parameter ? [{ name: problem.parameter, value: null, message: problem.description }] : [];
      return reply.status(400).send({ result: { code: problem.code, description: problem.description, parameterErrors } });
    }
    // The platform refuses a brand its entity is not set up for: a mada card (known by its BIN,
    // whatever brand the form says) only on the mada entity, VISA and MASTER only on the card entity.
    const brandOnEntity = isMadaCard(card.number) ? "MADA" : card.brand;
    const decision: Decision = taken.has(card.brand) && taken.has(brandOnEntity) ? decide(card.number, card.cvv) : BRAND_NOT_CONFIGURED;
    const paid = await recordPayment(ctx.db, id, {
      ...decision,
      paymentId: randomBytes(16).toString("hex"),
      brand: card.brand,
      card: {
        bin: card.number.slice(0, 6),
        last4Digits: card.number.slice(-4),
        holder: card.holder,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      },
    });
    if (!paid) return reply.status(400).send(unknownCheckoutAnswer(id));
    return paymentAnswer(paid);
  }

  /** The sandbox's Apple Pay: a test wallet token (test-cards.ts) instead of Apple's encrypted one. */
  async function payWithApplePay(reply: FastifyReply, id: string, form: Form, taken: Set<string>) {
    const wallet = APPLE_PAY_TOKENS.find((candidate) => candidate.token === form["applePay.paymentToken"]);
    if (!wallet) {
      const parameterErrors = [{ name: "applePay.paymentToken", value: null, message: "invalid or missing parameter" }];
      return reply.status(400).send({ result: { code: "200.300.404", description: "invalid or missing parameter", parameterErrors } });
    }
    const paid = await recordPayment(ctx.db, id, {
      ...(taken.has("APPLEPAY") ? wallet : BRAND_NOT_CONFIGURED),
      paymentId: randomBytes(16).toString("hex"),
      brand: "APPLEPAY",
      card: { ...wallet.card, holder: "Apple Pay" },
    });
    if (!paid) return reply.status(400).send(unknownCheckoutAnswer(id));
    return paymentAnswer(paid);
  }
}
