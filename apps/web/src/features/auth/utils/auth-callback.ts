import { paths } from "@/config/paths";

const CALLBACK_PARAMS = ["code", "error", "provider", "token"];

/**
 * SPEC §2: a URL carrying an identity provider's answer (code, error, provider or token query
 * parameter, or an access_token hash) shows the 'Processing authentication...' screen on any path.
 * On /verify-email and /reset-password the token parameter is the page's own input, not a provider answer.
 */
const OWN_TOKEN_PATHS: string[] = [paths.verifyEmail.path, paths.resetPassword.path];

export function isAuthCallbackUrl(pathname: string, search: string, hash: string): boolean {
  if (hash.includes("access_token")) return true;
  if (OWN_TOKEN_PATHS.includes(pathname)) return false;
  const params = new URLSearchParams(search);
  return CALLBACK_PARAMS.some((name) => params.has(name));
}
