import type { TListMember, TListMemberStatus } from "@radar/contract/lists";
import { ArrowLeft, CircleAlert, Share2, UserPlus } from "lucide-react";
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "@/components/layouts/page-header";
import { ExpiringLicences } from "@/components/licences/expiring-licences";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { apiErrorText } from "@/lib/api-error-text";
import { formatNumber } from "@/lib/format";
import { ApiError } from "@/lib/http";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useList } from "../api/get-list";
import { useRemoveMember } from "../api/remove-member";
import { type MemberChange, useUpdateMember } from "../api/update-member";
import { DEFAULT_MEMBER_SORT, type MemberSort, statusCounts, visibleMembers } from "../utils/sort-members";
import { ExportButtons } from "./export-buttons";
import { MembersTable } from "./members-table";
import { ShareDialog } from "./share-dialog";
import { StatusFilter } from "./status-filter";

/** /lists/{id}: the members with the owner's fields, edited in place; share and export. */
export function ListDetailView({ listId }: { listId: number }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const query = useList(listId);
  const update = useUpdateMember(listId);
  const remove = useRemoveMember(listId);
  const [status, setStatus] = useState<TListMemberStatus | null>(null);
  const [sort, setSort] = useState<MemberSort>(DEFAULT_MEMBER_SORT);
  const [sharing, setSharing] = useState(false);

  const fail = (title: string) => (error: unknown) => toast.error(title, { description: translate(apiErrorText(error) ?? undefined) });
  // Rows get handlers that never change (what they call is read at call time), so an edit renders
  // only the edited member's row — not 2,000 rows whose props would otherwise all look new.
  const latest = useRef({ update: update.mutate, remove: remove.mutate, fail, t });
  useLayoutEffect(() => {
    latest.current = { update: update.mutate, remove: remove.mutate, fail, t };
  });
  const onChange = useCallback((change: MemberChange) => {
    const { update: mutate, fail: failWith, t: tr } = latest.current;
    mutate(change, { onError: failWith(tr("members.saveFailed")) });
  }, []);
  const onRemove = useCallback((member: TListMember) => {
    const { remove: mutate, fail: failWith, t: tr } = latest.current;
    mutate(member.influencer_id, {
      onSuccess: () => toast.success(tr("members.removed", { name: member.name })),
      onError: failWith(tr("members.removeFailed")),
    });
  }, []);

  const members = query.data?.members;
  const counts = useMemo(() => statusCounts(members ?? []), [members]);
  const shown = useMemo(() => visibleMembers(members ?? [], status, sort), [members, status, sort]);

  const back = (
    <Link to={paths.lists.path} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t("detail.back")}
    </Link>
  );

  if (!Number.isInteger(listId)) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {back}
        <p
          role="alert"
          className="rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
        >
          {t("detail.notFound")}
        </p>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {back}
        <div className="flex justify-center py-16">
          <Spinner className="size-5" label={t("detail.loading")} />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {back}
        <div
          role="alert"
          className="flex items-center gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          <p className="flex-1">
            {missing ? t("detail.notFound") : (translate(apiErrorText(query.error) ?? undefined) ?? t("errors.loadFailed"))}
          </p>
          {missing ? null : (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t("actions.retry")}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const { list, limits } = query.data;
  const total = query.data.members.length;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <title>{`${list.name} · ${t("common:brand.name")}`}</title>
      {back}
      <PageHeader
        title={<bdi>{list.name}</bdi>}
        description={t("detail.count", {
          count: total,
          total: formatNumber(total, language),
          max: formatNumber(limits.max_members, language),
        })}
        actions={
          <>
            <ExportButtons listId={list.id} disabled={total === 0} />
            <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
              <Share2 />
              {list.share ? t("share.shared") : t("share.open")}
            </Button>
          </>
        }
      />
      <ExpiringLicences members={query.data.members} />
      {total === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed px-6 py-14 text-center">
          <UserPlus aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-medium">{t("detail.empty")}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t("detail.emptyHint")}</p>
          <Button asChild>
            <Link to={paths.search.path}>{t("detail.goSearch")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <StatusFilter value={status} onChange={setStatus} counts={counts} total={total} />
          {shown.length === 0 ? (
            <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
              {t("detail.noneWithStatus")}
            </p>
          ) : (
            <MembersTable members={shown} sort={sort} onSort={setSort} onChange={onChange} onRemove={onRemove} />
          )}
        </>
      )}
      <ShareDialog key={sharing ? "open" : "closed"} list={list} open={sharing} onOpenChange={setSharing} />
    </div>
  );
}
