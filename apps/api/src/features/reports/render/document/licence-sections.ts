import type { TLicenceStatus } from "@radar/contract/licences";
import type { ReportLicence } from "../../data/report-model.ts";
import type { DocContext, SectionContent } from "./document-context.ts";
import type { Block, SignalLine } from "./report-document.ts";

/** A licence's status in the signals' colours: an expired one warns, one about to expire or unknown asks for a look. */
const TONES: Record<TLicenceStatus, SignalLine["tone"]> = { valid: "good", expiring: "watch", expired: "warning", none: "watch" };

/** A licence's day (YYYY-MM-DD) as a date at noon UTC: formatting it in any zone keeps the day. */
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

function licenceLine(ctx: DocContext, licence: ReportLicence): SignalLine {
  const words = ctx.text.vetting.licence;
  const name = words.country[licence.country];
  if (licence.status === "none" || licence.number === null)
    return { name, tone: TONES.none, verdict: words.status.none, figures: words.noNumber, reason: words.checkBeforeBooking };
  const expiry = licence.expiresOn ? `${words.expires}: ${ctx.fmt.date(dayDate(licence.expiresOn))}` : words.noExpiry;
  const source =
    licence.source === "user"
      ? words.source.user(licence.recordedBy)
      : licence.source === "regulator"
        ? words.source.regulator
        : words.source.bio;
  return {
    name,
    tone: TONES[licence.status],
    verdict: words.status[licence.status],
    figures: `${words.number}: ${ctx.ltr(licence.number)} · ${expiry}`,
    reason: `${source} ${licence.confirmed ? words.confirmed : words.notConfirmed}`,
  };
}

/**
 * The licence to advertise per country (Mawthooq, the UAE advertiser permit): its status, number,
 * expiry and where it came from, then the regulators' check pages — written out, since a printed
 * report cannot be clicked. An account of which none is known says so rather than leaving the section out.
 */
export function licences(ctx: DocContext): SectionContent {
  const words = ctx.text.vetting.licence;
  const { licences: known } = ctx.model;
  const noneKnown = known.every((licence) => licence.status === "none");
  const status: Block = noneKnown
    ? { kind: "text", style: "notice", text: words.noneKnown }
    : { kind: "signals", items: known.map((licence) => licenceLine(ctx, licence)) };
  const links: Block = {
    kind: "links",
    title: words.check,
    items: known.map((licence) => ({
      label: words.country[licence.country],
      url: licence.checkUrl,
      display: ctx.ltr(licence.checkUrl.replace(/^https:\/\//, "").replace(/\/$/, "")),
    })),
  };
  return { title: words.title, blocks: [status, links, { kind: "text", style: "caption", text: words.note }] };
}
