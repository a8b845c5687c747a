import {
  LICENCE_COUNTRIES,
  type TAccountLicences,
  type TLicenceCountry,
  type TLicenceRecord,
  type TLicenceStatusEntry,
} from "@radar/contract/licences";
import { ExternalLink } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { apiErrorText } from "@/lib/api-error-text";
import { formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useAccountLicences, useLicenceMutations } from "./licence-api";
import { LicenceBadges } from "./licence-badges";

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

function sourceText(t: (key: string, options?: Record<string, string>) => string, entry: TLicenceStatusEntry, records: TLicenceRecord[]) {
  if (entry.source === "user") {
    const name = records.find((record) => record.country === entry.country && record.source === "user")?.recorded_by_name;
    return name ? t("licences.source.user", { name }) : t("licences.source.userUnknown");
  }
  return entry.source ? t(`licences.source.${entry.source}`) : "";
}

function CountryLicence({
  entry,
  data,
  onEdit,
}: {
  entry: TLicenceStatusEntry;
  data: TAccountLicences;
  onEdit: (country: TLicenceCountry) => void;
}) {
  const { t } = useTranslation("vetting");
  const language = useLanguage();
  const { remove } = useLicenceMutations(data.influencer_id);
  const userRecord = data.records.find((record) => record.country === entry.country && record.source === "user");
  const proof = data.records.find((record) => record.country === entry.country && record.proof_url)?.proof_url;
  return (
    <li className="grid gap-1.5 rounded-lg bg-surface px-3 py-2" data-testid={`licence-${entry.country}`} data-status={entry.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">{t(`licences.country.${entry.country}`)}</span>
        <span className="text-xs font-medium" data-testid="licence-status">
          {t(`licences.status.${entry.status}`)}
        </span>
      </div>
      {entry.number ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted-foreground">{t("licences.number")}</dt>
          <dd className="font-semibold tabular-nums">
            <bdi>{entry.number}</bdi>
          </dd>
          <dt className="text-muted-foreground">{t("licences.expires")}</dt>
          <dd>{entry.expires_on ? formatDate(dayDate(entry.expires_on), language) : t("licences.noExpiry")}</dd>
        </dl>
      ) : null}
      {entry.source ? (
        <p className="text-xs text-muted-foreground">
          {sourceText(t, entry, data.records)}
          {entry.confirmed ? ` · ${t("licences.confirmed")}` : ""}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <a
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          href={entry.check_url}
          target="_blank"
          rel="noreferrer"
        >
          {t("licences.check")}
          <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
        </a>
        {proof ? (
          <a
            className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            href={proof}
            target="_blank"
            rel="noreferrer nofollow"
          >
            {t("licences.proof")}
          </a>
        ) : null}
        <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(entry.country)}>
          {entry.number && !userRecord ? t("licences.confirm") : t("licences.record")}
        </Button>
        {userRecord ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(entry.country, {
                onSuccess: () => toast.success(t("licences.removed")),
                onError: (error) => toast.error(apiErrorText(error) ?? t("licences.loadError")),
              })
            }
          >
            {t("licences.remove")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** The form to record or confirm a licence: number, expiry, proof link, checked at the regulator. */
export function LicenceForm({
  data,
  country: initialCountry,
  onDone,
}: {
  data: TAccountLicences;
  country: TLicenceCountry;
  onDone: () => void;
}) {
  const { t } = useTranslation("vetting");
  const id = useId();
  const current = data.statuses.find((entry) => entry.country === initialCountry);
  const [country, setCountry] = useState<TLicenceCountry>(initialCountry);
  const [number, setNumber] = useState(current?.number ?? "");
  const [expires, setExpires] = useState(current?.expires_on ?? "");
  const [proof, setProof] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { record } = useLicenceMutations(data.influencer_id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    record.mutate(
      { country, body: { number, expires_on: expires || null, proof_url: proof || null, confirmed } },
      {
        onSuccess: () => {
          toast.success(t("licences.form.saved"));
          onDone();
        },
        onError: (failure) => setError(apiErrorText(failure) ?? t("licences.loadError")),
      },
    );
  };
  return (
    <form className="grid gap-3 rounded-lg border p-3" onSubmit={submit} data-testid="licence-form" noValidate>
      <p className="text-sm font-semibold">{t("licences.form.title")}</p>
      <Field id={`${id}-country`} label={t("licences.form.country")}>
        <NativeSelect id={`${id}-country`} value={country} onChange={(event) => setCountry(event.target.value === "AE" ? "AE" : "SA")}>
          {LICENCE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`licences.country.${code}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-number`} label={t("licences.form.number")} hint={t("licences.form.numberHint")} error={error}>
        <Input
          {...fieldControlProps(`${id}-number`, error)}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          className="text-start"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          required
        />
      </Field>
      <Field
        id={`${id}-expires`}
        label={t("licences.form.expires")}
        hint={expires && expires < today() ? t("licences.form.pastExpiry") : undefined}
      >
        <Input id={`${id}-expires`} type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
      </Field>
      <Field id={`${id}-proof`} label={t("licences.form.proof")}>
        <Input
          id={`${id}-proof`}
          type="url"
          dir="ltr"
          className="text-start"
          value={proof}
          onChange={(event) => setProof(event.target.value)}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-confirmed`} checked={confirmed} onCheckedChange={(value) => setConfirmed(value === true)} />
        <Label htmlFor={`${id}-confirmed`} className="text-sm font-normal">
          {t("licences.form.confirmed")}
        </Label>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("licences.form.cancel")}
        </Button>
        <Button type="submit" disabled={record.isPending || number.trim() === ""}>
          {t("licences.form.save")}
        </Button>
      </div>
    </form>
  );
}

/** The details dialog's licence section: status per country, where it came from, the regulator's page, and the form. */
export function LicenceSection({ influencerId, enabled }: { influencerId: string; enabled: boolean }) {
  const { t } = useTranslation("vetting");
  const query = useAccountLicences(influencerId, enabled);
  const [editing, setEditing] = useState<TLicenceCountry | null>(null);
  return (
    <section className="grid content-start gap-2" data-testid="licence-section" aria-labelledby={`licences-${influencerId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`licences-${influencerId}`} className="text-sm font-semibold">
          {t("licences.title")}
        </h3>
        <LicenceBadges statuses={query.data?.statuses} />
      </div>
      <p className="text-xs text-muted-foreground">{t("licences.note")}</p>
      {query.isError ? <p className="text-sm text-destructive">{t("licences.loadError")}</p> : null}
      {query.data ? (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {query.data.statuses.map((entry) => (
              <CountryLicence key={entry.country} entry={entry} data={query.data} onEdit={setEditing} />
            ))}
          </ul>
          {editing ? <LicenceForm key={editing} data={query.data} country={editing} onDone={() => setEditing(null)} /> : null}
        </>
      ) : null}
    </section>
  );
}
