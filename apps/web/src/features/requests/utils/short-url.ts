/** A link as a short label: host without www. and the path, no scheme, no query. */
export function shortUrl(link: string): string {
  try {
    const url = new URL(link);
    const path = url.pathname.replace(/\/+$/, "");
    return `${url.hostname.replace(/^www\./, "")}${path}`;
  } catch {
    return link;
  }
}
