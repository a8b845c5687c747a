import { useTranslation } from "react-i18next";
import { useSources } from "../api/get-sources";
import { useVendorImports } from "../api/get-vendor-imports";
import { MarketCrawlsSection } from "./market-crawls-section";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { SourceSpendSection } from "./source-spend-section";
import { SourceStatusTable } from "./source-status-table";
import { SourceTokenAlerts } from "./source-token-alerts";
import { VendorImportForm } from "./vendor-import-form";
import { VendorImportsTable } from "./vendor-imports-table";

/** Issue 13, the admin's "Data sources" tab: the sources' health, and vendor imports into the index. */
export function SourcesPanel() {
  const { t } = useTranslation("admin");
  const sources = useSources();
  const imports = useVendorImports();
  const list = sources.data?.sources ?? [];
  const importList = imports.data?.imports ?? [];

  return (
    <div className="grid">
      <div className="border-b px-4 py-3">
        <p className="text-sm text-muted-foreground">{t("sources.intro")}</p>
      </div>
      {sources.isPending ? (
        <PanelLoading label={t("sources.loading")} />
      ) : sources.isError ? (
        <PanelError message={t("sources.loadFailed")} />
      ) : (
        <>
          <SourceTokenAlerts sources={list} />
          <SourceStatusTable sources={list} />
        </>
      )}

      <SourceSpendSection />

      <MarketCrawlsSection />

      <section className="grid gap-4 border-t px-4 py-5" aria-labelledby="vendor-import-title">
        <div className="grid gap-1">
          <h2 id="vendor-import-title" className="font-semibold">
            {t("sources.import.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("sources.import.description")}</p>
        </div>
        {sources.isSuccess ? <VendorImportForm sources={list} /> : null}
      </section>

      <section className="grid border-t" aria-labelledby="vendor-imports-title">
        <h2 id="vendor-imports-title" className="px-4 pt-5 pb-3 font-semibold">
          {t("sources.imports.title")}
        </h2>
        {imports.isPending ? (
          <PanelLoading label={t("sources.imports.loading")} />
        ) : imports.isError ? (
          <PanelError message={t("sources.imports.loadFailed")} />
        ) : importList.length === 0 ? (
          <PanelEmpty title={t("sources.imports.empty")} description={t("sources.imports.emptyDescription")} />
        ) : (
          <VendorImportsTable imports={importList} />
        )}
      </section>
    </div>
  );
}
