import { BOOKING_STATUSES } from "@radar/contract/meetings";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLanguage } from "@/lib/i18n";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { ADMIN_PAGE_SIZE } from "../api/admin-table";
import { useBookings } from "../api/get-bookings";
import { formatBookingDate } from "../utils/booking-date";
import { BookingManageDialog } from "./booking-manage-dialog";
import { EmailSearch } from "./email-search";
import { PanelEmpty, PanelError, PanelLoading } from "./panel-states";
import { BookingStatusBadge } from "./status-badges";
import { TablePager } from "./table-pager";

/** SPEC §2 Bookings tab: every consultation as a booking, newest first, with its manage dialog. */
export function BookingsPanel() {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [status, setStatus] = useState("");
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [managed, setManaged] = useState<number | null>(null);
  const email = useDebouncedValue(search.trim(), 300);
  const query = useBookings({ status, email__icontains: email, ordering: "-start_time", limit: ADMIN_PAGE_SIZE, offset });
  const rows = query.data?.results ?? [];

  return (
    <div className="grid">
      <div className="flex flex-wrap items-end gap-3 border-b px-4 py-3">
        <EmailSearch
          id="booking-search"
          className="min-w-56 flex-1"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setOffset(0);
          }}
        />
        <div className="flex items-center gap-2">
          <Label htmlFor="booking-status-filter" className="whitespace-nowrap text-muted-foreground">
            {t("filters.status")}
          </Label>
          <NativeSelect
            id="booking-status-filter"
            className="h-9 min-w-36"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setOffset(0);
            }}
          >
            <option value="">{t("filters.allStatuses")}</option>
            {BOOKING_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`bookings.statuses.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {query.isPending ? (
        <PanelLoading label={t("bookings.loading")} />
      ) : query.isError ? (
        <PanelError message={t("bookings.loadFailed")} />
      ) : rows.length === 0 ? (
        <PanelEmpty title={t("bookings.empty")} description={t("bookings.emptyDescription")} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("bookings.columns.customer")}</TableHead>
              <TableHead className="hidden lg:table-cell">{t("bookings.columns.phone")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("bookings.columns.service")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("bookings.columns.when")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("bookings.columns.status")}</TableHead>
              <TableHead className="hidden xl:table-cell">{t("bookings.columns.notes")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("bookings.columns.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((booking) => (
              <TableRow key={booking.id} data-testid="admin-booking-row">
                <TableCell>
                  <div className="max-w-52 truncate font-medium sm:max-w-56" dir="auto">
                    {booking.customer_name}
                  </div>
                  <div className="max-w-52 truncate text-xs text-muted-foreground sm:max-w-56">{booking.email}</div>
                  {/* Phones: the date, time and status sit under the customer. */}
                  <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs sm:hidden">
                    <span>
                      {formatBookingDate(booking.date, language) ?? t("invalidDate")} · <span dir="ltr">{booking.time}</span>
                    </span>
                    <BookingStatusBadge status={booking.status} />
                  </div>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap lg:table-cell" dir="ltr">
                  {booking.phone ?? t("none")}
                </TableCell>
                <TableCell className="hidden md:table-cell">{t(`bookings.serviceTypes.${booking.service_type}`)}</TableCell>
                <TableCell className="hidden whitespace-nowrap sm:table-cell">
                  <div>{formatBookingDate(booking.date, language) ?? t("invalidDate")}</div>
                  <div className="text-xs text-muted-foreground" dir="ltr">
                    {booking.time}
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <BookingStatusBadge status={booking.status} />
                </TableCell>
                <TableCell className="hidden max-w-48 truncate text-muted-foreground xl:table-cell" dir="auto">
                  {booking.notes ?? t("none")}
                </TableCell>
                <TableCell className="text-end">
                  <Button variant="outline" size="sm" onClick={() => setManaged(booking.id)}>
                    {t("actions.manage")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePager offset={offset} pageSize={ADMIN_PAGE_SIZE} shown={rows.length} total={query.data?.count} onChange={setOffset} />
      <BookingManageDialog bookingId={managed} onClose={() => setManaged(null)} />
    </div>
  );
}
