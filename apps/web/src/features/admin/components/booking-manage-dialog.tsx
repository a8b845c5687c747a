import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { getLocaleTextDirection } from "@/lib/direction";
import { useLanguage } from "@/lib/i18n";
import { useBooking } from "../api/get-bookings";
import { BookingDetailsTab } from "./booking-details-tab";
import { BookingThreadTab } from "./booking-thread-tab";
import { PanelError, PanelLoading } from "./panel-states";

/** SPEC §2 manage dialog: a details tab (confirm, cancel, notes, delete) and a communication tab. */
export function BookingManageDialog({ bookingId, onClose }: { bookingId: number | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const booking = useBooking(bookingId);

  return (
    <Dialog open={bookingId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("bookings.manageTitle")}</DialogTitle>
          <DialogDescription dir="auto">
            {booking.data ? `${booking.data.customer_name} · ${booking.data.email}` : t("bookings.manageDescription")}
          </DialogDescription>
        </DialogHeader>
        {booking.isPending ? (
          <PanelLoading label={t("bookings.loadingDetails")} />
        ) : booking.isError ? (
          <PanelError message={t("bookings.detailsFailed")} />
        ) : (
          <Tabs defaultValue="details" dir={getLocaleTextDirection(language)}>
            <TabsList className="w-full sm:w-auto">
              <TabsTrigger value="details" className="flex-1 sm:flex-none">
                {t("bookings.tabs.details")}
              </TabsTrigger>
              <TabsTrigger value="communication" className="flex-1 sm:flex-none">
                {t("bookings.tabs.communication")}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details">
              <BookingDetailsTab booking={booking.data} onDeleted={onClose} />
            </TabsContent>
            <TabsContent value="communication">
              <BookingThreadTab booking={booking.data} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
