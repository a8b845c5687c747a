// SPEC §8: any of these phrases in a login error means the account exists but is not verified yet.
const UNVERIFIED_PHRASES = ["email not verified", "verify your email", "verification required"];

export function isUnverifiedEmailError(message: string): boolean {
  const text = message.toLowerCase();
  return UNVERIFIED_PHRASES.some((phrase) => text.includes(phrase));
}
