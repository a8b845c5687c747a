import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

type RequestFormDialogProps = {
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Whether the form holds what the kind requires before it may be sent. */
  canSubmit: boolean;
  pending: boolean;
  children: ReactNode;
};

/** The dialog around a new request's form, whatever its kind: title, fields, Cancel and Send (SPEC §2). */
export function RequestFormDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  canSubmit,
  pending,
  children,
}: RequestFormDialogProps) {
  const { t } = useTranslation("requests");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {children}
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" disabled={!canSubmit || pending}>
              {pending ? t("actions.sending") : t("actions.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
