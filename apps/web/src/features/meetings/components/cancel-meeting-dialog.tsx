import type { TMeeting } from "@radar/contract/meetings";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useLanguage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useCancelMeeting } from "../api/cancel-meeting";
import { cancelErrorText } from "../utils/meeting-error";
import { formatMeetingDay, formatMeetingTime } from "../utils/meeting-time";

type CancelMeetingDialogProps = { meeting: TMeeting; open: boolean; onOpenChange: (open: boolean) => void };

/** SPEC §4: a scheduled meeting is cancelled after this confirmation; it cannot be undone. */
export function CancelMeetingDialog({ meeting, open, onOpenChange }: CancelMeetingDialogProps) {
  const { t } = useTranslation("meetings");
  const language = useLanguage();
  const cancel = useCancelMeeting();
  const refundable = Date.parse(meeting.start_time) > Date.now() && meeting.credits_charged > 0;

  const confirm = () =>
    cancel.mutate(meeting.meeting_id, {
      onSuccess: () => {
        toast.success(t("messages.meetingCanceled"));
        onOpenChange(false);
      },
      onError: (error) => toast.error(cancelErrorText(t, error)),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("cancelDialog.title")}</DialogTitle>
          <DialogDescription>
            {t("cancelDialog.description", {
              date: formatMeetingDay(meeting.start_time, language),
              time: formatMeetingTime(meeting.start_time, language),
            })}
          </DialogDescription>
        </DialogHeader>
        {refundable ? <p className="text-sm text-muted-foreground">{t("cancelDialog.refundNote")}</p> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            {t("cancelDialog.keep")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t("cancelDialog.confirming") : t("cancelDialog.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
