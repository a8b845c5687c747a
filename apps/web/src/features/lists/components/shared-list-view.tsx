import { CircleAlert, Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Brand } from "@/components/layouts/brand";
import { Footer } from "@/components/layouts/footer";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { apiErrorText } from "@/lib/api-error-text";
import { formatDate, formatNumber } from "@/lib/format";
import { ApiError } from "@/lib/http";
import { useLanguage, useTranslateMessage } from "@/lib/i18n";
import { useSharedList } from "../api/get-shared-list";
import { SharedMembersTable } from "./shared-members-table";

function Body({ token }: { token: string }) {
  const { t } = useTranslation("lists");
  const language = useLanguage();
  const translate = useTranslateMessage();
  const query = useSharedList(token);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-5" label={t("shared.loading")} />
      </div>
    );
  }
  if (query.isError) {
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl border border-destructive/30 bg-destructive-soft px-4 py-3 text-sm text-destructive-soft-foreground"
      >
        <CircleAlert aria-hidden className="size-4 shrink-0" />
        <p>{gone ? t("shared.gone") : (translate(apiErrorText(query.error) ?? undefined) ?? t("errors.loadFailed"))}</p>
      </div>
    );
  }
  const list = query.data;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <title>{`${list.name} · ${t("common:brand.name")}`}</title>
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight">
          <bdi>{list.name}</bdi>
        </h1>
        <p className="text-sm text-muted-foreground">
          {/* Isolated: a Latin name inside an Arabic sentence would otherwise pull the counts around. */}
          {t("shared.by", { owner: `\u2068${list.owner_name}\u2069` })}
          {" · "}
          {t("overview.members", { count: list.members.length, total: formatNumber(list.members.length, language) })}
          {" · "}
          {t("overview.updated", { date: formatDate(list.updated_at, language) })}
        </p>
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Eye aria-hidden className="size-3.5" />
          {t("shared.readOnly")}
        </p>
      </div>
      {list.members.length === 0 ? (
        <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">{t("shared.empty")}</p>
      ) : (
        <SharedMembersTable members={list.members} includeNotes={list.include_notes} />
      )}
    </div>
  );
}

/** /shared/lists/{token}: a read-only list for anyone with the link, in the viewer's language. */
export function SharedListView({ token }: { token: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Link to={paths.home.path} className="rounded-lg">
          <Brand />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 pb-12 sm:px-8">
        <Body token={token} />
      </main>
      <Footer className="px-4 py-6 sm:px-8" />
    </div>
  );
}
