const SCRIPT_URL = "https://accounts.google.com/gsi/client";

let loading: Promise<void> | null = null;

/** Loads Google Identity Services once per page; later callers share the same promise. */
export function loadGoogleScript(): Promise<void> {
  if (window.google?.accounts?.id) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      // Forget the failed attempt so a later visit to the page can try again.
      loading = null;
      script.remove();
      reject(new Error("Google Identity Services could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
