import type { AppConfig } from "../../core/config/config.ts";

/**
 * The merchant's entities as the sandbox knows them, from the same variables the client reads: the
 * card entity (VISA, MASTER), mada's own entity, and Apple Pay's (the card entity unless set).
 */
export interface SandboxEntities {
  card: string;
  mada: string | undefined;
  applePay: string;
}

export function sandboxEntities(config: AppConfig): SandboxEntities {
  const card = config.PAYMENT_ENTITY_ID ?? "";
  return { card, mada: config.PAYMENT_ENTITY_ID_MADA, applePay: config.PAYMENT_ENTITY_ID_APPLEPAY ?? card };
}

export function entityIdsOf(entities: SandboxEntities): string[] {
  return [entities.card, entities.applePay, ...(entities.mada ? [entities.mada] : [])].filter((id) => id !== "");
}

/** The brands an entity is set up for; a payment of any other brand on it is refused. */
export function brandsTakenBy(entities: SandboxEntities, entityId: string): Set<string> {
  const brands = new Set<string>();
  if (entityId === entities.card) for (const brand of ["VISA", "MASTER"]) brands.add(brand);
  if (entityId === entities.mada) brands.add("MADA");
  if (entityId === entities.applePay) brands.add("APPLEPAY");
  return brands;
}
