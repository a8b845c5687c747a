import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TermsContent } from "./terms-content";

type TermsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
};

/** The full terms in a modal, so signing up does not lose what was typed into the form. */
export function TermsDialog({ open, onOpenChange, onAccept }: TermsDialogProps) {
  const { t } = useTranslation("terms");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-0">
        <DialogHeader className="mb-0 border-b px-6 pt-6 pb-4">
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("lastUpdated")}</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto px-6 py-5">
          <TermsContent headingLevel="h3" />
        </div>
        <DialogFooter className="mt-0 border-t px-6 py-4">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("dialog.close")}
          </Button>
          <Button
            onClick={() => {
              onAccept();
              onOpenChange(false);
            }}
          >
            {t("dialog.accept")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
