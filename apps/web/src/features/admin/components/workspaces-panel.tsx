import type { TAdminWorkspaceDetail } from "@radar/contract/admin-workspaces";
import { ADMIN_WORKSPACES_PAGE_SIZE } from "@radar/contract/admin-workspaces";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCredits, formatCurrency, formatDate } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAdminWorkspace, useAdminWorkspaces, useSetWorkspaceCredits } from "../api/admin-workspaces";
import { adminErrorText } from "../utils/admin-error";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { TablePager } from "./table-pager";

/** The admin's Workspaces tab: every team by name or member e-mail; a row opens its members, plan, credits and invoices. */
export function WorkspacesPanel() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const planName = usePlanName();
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const query = useAdminWorkspaces({ q, offset, limit: ADMIN_WORKSPACES_PAGE_SIZE });
  const rows = query.data?.results ?? [];

  return (
    <div className="grid">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("workspaces.intro")}</p>
        <div className="relative w-full sm:w-72">
          <Label htmlFor="workspaces-search" className="sr-only">
            {t("workspaces.search")}
          </Label>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="workspaces-search"
            type="search"
            className="h-9 ps-9"
            placeholder={t("workspaces.search")}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
        </div>
      </div>
      {query.isPending ? (
        <PanelLoading label={t("workspaces.loading")} />
      ) : query.isError ? (
        <PanelError message={t("workspaces.loadFailed")} />
      ) : rows.length === 0 ? (
        <PanelEmpty title={t("workspaces.empty")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("workspaces.columns.workspace")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("workspaces.columns.plan")}</TableHead>
              <TableHead className="hidden sm:table-cell text-end">{t("workspaces.columns.members")}</TableHead>
              <TableHead className="text-end">{t("workspaces.columns.credits")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="admin-workspace-row">
                <TableCell>
                  <button
                    type="button"
                    className="max-w-44 truncate text-start font-medium text-primary hover:underline sm:max-w-72"
                    onClick={() => setSelected(row.id)}
                    dir="auto"
                  >
                    {row.name}
                  </button>
                  <div className="max-w-44 truncate text-xs text-muted-foreground sm:max-w-72">{row.owner_email ?? ""}</div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {row.plan ? (
                    <Badge variant="accent">{planName(row.plan.name)}</Badge>
                  ) : (
                    <Badge variant="neutral">{t("workspaces.noPlan")}</Badge>
                  )}
                </TableCell>
                <TableCell className="hidden sm:table-cell text-end tabular-nums">{row.members}</TableCell>
                <TableCell className="text-end tabular-nums">{formatCredits(row.credits, language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePager
        offset={offset}
        pageSize={ADMIN_WORKSPACES_PAGE_SIZE}
        shown={rows.length}
        total={query.data?.count}
        onChange={setOffset}
      />
      <WorkspaceDialog id={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

function WorkspaceDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const detail = useAdminWorkspace(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle dir="auto">{detail.data?.name ?? t("workspaces.detailTitle")}</DialogTitle>
          <DialogDescription>{t("workspaces.detailDescription")}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <PanelLoading label={t("workspaces.loading")} />
        ) : detail.isError ? (
          <PanelError message={t("workspaces.loadFailed")} />
        ) : (
          <WorkspaceDetail detail={detail.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The plan's own name in the screen's language, as the Credits tab shows it. */
function usePlanName() {
  const { t } = useTranslation("admin");
  return (name: string) => t(`credits.planNames.${name.toLowerCase()}`, { defaultValue: name });
}

function WorkspaceDetail({ detail }: { detail: TAdminWorkspaceDetail }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const planName = usePlanName();
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("workspaces.columns.plan")}</dt>
          <dd className="font-medium">
            {detail.plan
              ? t("workspaces.planUntil", { plan: planName(detail.plan.name), date: formatDate(detail.plan.end_date, language) })
              : t("workspaces.noPlan")}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("workspaces.columns.credits")}</dt>
          <dd className="font-medium tabular-nums" data-testid="admin-workspace-credits">
            {formatCredits(detail.credits, language)}
          </dd>
        </div>
      </dl>

      <section className="grid gap-2">
        <h3 className="font-semibold">{t("workspaces.membersTitle")}</h3>
        <ul className="grid gap-1.5 text-sm">
          {detail.member_list.map((member) => (
            <li key={member.user_id} className="flex flex-wrap items-center justify-between gap-2" data-testid="admin-workspace-member">
              <span className="grid min-w-0">
                <span className="font-medium" dir="auto">
                  {member.name}
                </span>
                <span className="break-all text-xs text-muted-foreground">{member.email}</span>
              </span>
              <Badge variant={member.role === "owner" ? "accent" : "neutral"}>{t(`workspaces.roles.${member.role}`)}</Badge>
            </li>
          ))}
        </ul>
      </section>

      <CreditsForm key={`${detail.id}:${detail.credits}`} detail={detail} />

      <section className="grid gap-2">
        <h3 className="font-semibold">{t("workspaces.invoicesTitle")}</h3>
        {detail.invoices.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("workspaces.noInvoices")}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm">
            {detail.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap justify-between gap-2" data-testid="admin-workspace-invoice">
                <span className="flex flex-wrap gap-x-2">
                  <span className="font-medium" dir="ltr">
                    {invoice.number}
                  </span>
                  <span className="text-muted-foreground">{formatDate(invoice.issued_at, language)}</span>
                </span>
                <span className="tabular-nums">{formatCurrency(invoice.total_halalas / 100, language)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Sets the workspace's balance; the reason is required, since it is the ledger row's reference. */
function CreditsForm({ detail }: { detail: TAdminWorkspaceDetail }) {
  const { t } = useTranslation("admin");
  const [credits, setCredits] = useState(String(detail.credits));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const save = useSetWorkspaceCredits(detail.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(credits);
    if (credits.trim() === "" || !Number.isFinite(value) || value < 0) return setError(t("workspaces.creditsInvalid"));
    if (reason.trim() === "") return setError(t("workspaces.reasonRequired"));
    setError(undefined);
    save.mutate(
      { credits: value, reason: reason.trim() },
      {
        onSuccess: () => toast.success(t("workspaces.saved")),
        onError: (failure) => setError(adminErrorText(failure) ?? t("workspaces.saveFailed")),
      },
    );
  };

  return (
    <form className="grid gap-3 rounded-xl border p-4" onSubmit={submit} noValidate>
      <h3 className="font-semibold">{t("workspaces.setCredits")}</h3>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Field id="workspace-credits" label={t("workspaces.newBalance")}>
          <Input
            {...fieldControlProps("workspace-credits", undefined)}
            inputMode="decimal"
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
          />
        </Field>
        <Field id="workspace-credits-reason" label={t("workspaces.reason")} error={error}>
          <Input
            {...fieldControlProps("workspace-credits-reason", error)}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {t("workspaces.save")}
        </Button>
      </div>
    </form>
  );
}
