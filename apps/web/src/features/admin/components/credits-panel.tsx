import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { ADMIN_PAGE_SIZE } from "../api/admin-table";
import { useCreditUsers } from "../api/credit-users";
import { CreditsCell } from "./credits-cell";
import { EmailSearch } from "./email-search";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { TablePager } from "./table-pager";

const PLAN_TONES = { free: "neutral", standard: "accent", premium: "success" } as const;

/** SPEC §2 Credits tab: users with e-mail, plan and an editable credits value. */
export function CreditsPanel() {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const email = useDebouncedValue(search.trim(), 300);
  const query = useCreditUsers({ email__icontains: email, ordering: "email", limit: ADMIN_PAGE_SIZE, offset });
  const rows = query.data?.results ?? [];
  // The plan's own name (Basic, Growth, Professional), never the tier the API groups it in
  // ("standard" holds Basic and Growth), which read as a plan called Standard.
  const planLabel = (name: string | null) =>
    name ? t(`credits.planNames.${name.toLowerCase()}`, { defaultValue: name }) : t("credits.plans.free");

  return (
    <div className="grid">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("credits.intro")}</p>
        <EmailSearch
          id="credits-search"
          className="w-full sm:w-72"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
      </div>
      {query.isPending ? (
        <PanelLoading label={t("credits.loading")} />
      ) : query.isError ? (
        <PanelError message={t("credits.loadFailed")} />
      ) : rows.length === 0 ? (
        <PanelEmpty title={t("credits.empty")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("credits.columns.user")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("credits.columns.plan")}</TableHead>
              <TableHead className="text-end">{t("credits.columns.credits")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((user) => (
              <TableRow key={user.id} data-testid="admin-credit-row">
                <TableCell>
                  <div className="flex max-w-40 items-center gap-2 sm:max-w-72">
                    <span className="min-w-0 truncate font-medium">{user.email}</span>
                    {user.role === "admin" ? <Badge variant="accent">{t("credits.admin")}</Badge> : null}
                  </div>
                  <div className="max-w-40 truncate text-xs text-muted-foreground sm:max-w-72" dir="auto">
                    {user.name}
                  </div>
                  <div className="mt-1 sm:hidden">
                    <Badge variant={PLAN_TONES[user.plan]}>{planLabel(user.plan_name)}</Badge>
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <Badge variant={PLAN_TONES[user.plan]}>{planLabel(user.plan_name)}</Badge>
                </TableCell>
                <TableCell className="text-end">
                  <CreditsCell user={user} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePager offset={offset} pageSize={ADMIN_PAGE_SIZE} shown={rows.length} total={query.data?.count} onChange={setOffset} />
    </div>
  );
}
