import type { TPasswordContext } from "@radar/contract/password-strength";
import { useEffect, useState } from "react";
import type { PasswordEstimate } from "../utils/password-estimator";

// The estimator and its word lists are a chunk of their own (≈1.7 MB, ≈0.75 MB with brotli): the
// sign-in page never loads them.
const loadEstimator = () => import("../utils/password-estimator");

/**
 * Starts loading the estimator; for a form's first focus, so the word lists arrive while the user
 * fills in the fields before the password. Loading twice costs nothing: the module is kept.
 */
export function preloadPasswordEstimator(): void {
  loadEstimator().catch(() => undefined);
}

/** Typing faster than this re-scores once, when the user pauses. */
const SETTLE_MS = 120;

export type PasswordStrength = PasswordEstimate & { password: string };

/**
 * The strength of `password` as the user types, or null while it is empty or the estimator is still
 * loading. The answer names the password it is for, so a form never judges one password by
 * another's score.
 */
export function usePasswordStrength(password: string, context: TPasswordContext): PasswordStrength | null {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const { email, firstName, lastName, username } = context;

  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadEstimator()
        .then(({ estimatePassword }) => estimatePassword(password, { email, firstName, lastName, username }))
        .then((estimate) => {
          if (!cancelled) setStrength({ ...estimate, password });
        })
        .catch(() => {
          // Without the meter the server still checks the password on submit.
        });
    }, SETTLE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName, username]);

  return strength?.password === password ? strength : null;
}
