import { LICENCE_COUNTRIES, type TLicenceCountry } from "@radar/contract/licences";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** The deep search's "licensed to advertise in SA / AE" control. */
export function LicenceFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TLicenceCountry | null;
  onChange: (value: TLicenceCountry | null) => void;
}) {
  const { t } = useTranslation("vetting");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("licences.filter")}</Label>
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        value={value ?? ""}
        onChange={(event) => {
          const chosen = LICENCE_COUNTRIES.find((country) => country === event.target.value);
          onChange(chosen ?? null);
        }}
      >
        <option value="">{t("licences.filterAny")}</option>
        {LICENCE_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(`licences.country.${country}`)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("licences.filterHint")}
      </p>
    </div>
  );
}
