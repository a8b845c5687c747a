function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned JWT whose `exp` lies `secondsFromNow` seconds after `now` (the client never checks signatures). */
export function makeJwt(secondsFromNow: number, now: number = Date.now()): string {
  const header = base64Url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const payload = base64Url(JSON.stringify({ sub: "7", exp: Math.floor(now / 1000) + secondsFromNow }));
  return `${header}.${payload}.signature`;
}

export const TEST_USER = {
  id: 7,
  email: "sara@brand.sa",
  username: "sara",
  first_name: "Sara",
  last_name: "Al-Qahtani",
  avatar_url: null,
  is_email_verified: true,
  language: "en",
  app_metadata: { role: "user" },
} as const;
