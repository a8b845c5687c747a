import { useTranslation } from "react-i18next";
import { SUPPORT_EMAIL } from "@/config/site";

// The order of the sections in locales/*/terms.json; each has a title and a list of paragraphs.
const SECTIONS = [
  "acceptance",
  "service",
  "accounts",
  "subscriptions",
  "refunds",
  "cancellation",
  "termination",
  "acceptableUse",
  "data",
  "privacy",
  "intellectualProperty",
  "liability",
  "changes",
  "law",
  "contact",
] as const;

/** The terms of service, shared by /terms-conditions and the signup modal. */
export function TermsContent({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const { t } = useTranslation("terms");
  const Heading = headingLevel;
  return (
    <div className="grid gap-7 text-sm leading-7 text-zinc-700">
      <p>{t("intro")}</p>
      {SECTIONS.map((key, index) => {
        const paragraphs = t(`sections.${key}.body`, { returnObjects: true, email: SUPPORT_EMAIL }) as unknown;
        return (
          <section key={key} aria-labelledby={`terms-${key}`} className="grid gap-2">
            <Heading id={`terms-${key}`} className="text-base font-semibold text-foreground">
              {index + 1}. {t(`sections.${key}.title`)}
            </Heading>
            {Array.isArray(paragraphs) ? paragraphs.map((paragraph) => <p key={String(paragraph)}>{String(paragraph)}</p>) : null}
          </section>
        );
      })}
    </div>
  );
}
