import { AVATAR_MIME_TYPES } from "@radar/contract/constants";
import { ImageUp, Upload, X } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { formatFileSize } from "@/lib/format";
import { useLanguage } from "@/lib/i18n";
import { useAvatarUpload } from "../hooks/use-avatar-upload";

type AvatarCardProps = {
  avatarUrl: string | null;
  name: string;
  initials: string;
};

export function AvatarCard({ avatarUrl, name, initials }: AvatarCardProps) {
  const { t } = useTranslation("settings");
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const avatar = useAvatarUpload();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("avatar.title")}</CardTitle>
        <CardDescription>{t("avatar.description")}</CardDescription>
      </CardHeader>
      <CardBody className="grid gap-5">
        <div className="flex flex-col items-start gap-5 sm:flex-row sm:items-center">
          <Avatar
            src={avatar.previewUrl ?? avatarUrl}
            alt={avatar.previewUrl ? t("avatar.preview") : name}
            fallback={initials}
            className="size-20 text-lg ring-4 ring-muted"
          />
          <div className="grid min-w-0 flex-1 gap-3">
            {avatar.file ? (
              <p className="truncate text-sm text-muted-foreground">
                {t("avatar.selected", { name: avatar.file.name, size: formatFileSize(avatar.file.size, language) })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <input
                ref={inputRef}
                type="file"
                accept={AVATAR_MIME_TYPES.join(",")}
                className="sr-only"
                tabIndex={-1}
                aria-label={t("avatar.choose")}
                data-testid="avatar-input"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  // Clear the input so choosing the same file again still fires a change.
                  event.target.value = "";
                  if (chosen) avatar.select(chosen);
                }}
              />
              {avatar.file ? (
                <>
                  <Button onClick={avatar.start} disabled={avatar.isUploading}>
                    <Upload />
                    {avatar.isUploading ? t("avatar.uploading") : t("avatar.upload")}
                  </Button>
                  <Button variant="outline" onClick={avatar.cancel} disabled={avatar.isUploading}>
                    <X />
                    {t("avatar.cancel")}
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={() => inputRef.current?.click()} disabled={avatar.isUploading}>
                  <ImageUp />
                  {avatarUrl ? t("avatar.change") : t("avatar.choose")}
                </Button>
              )}
            </div>
            {avatar.problem ? (
              <p role="alert" className="text-xs font-medium text-destructive">
                {t(`avatar.${avatar.problem}`)}
              </p>
            ) : null}
          </div>
        </div>
        {avatar.progress > 0 ? <Progress value={avatar.progress} aria-label={t("avatar.progress")} /> : null}
      </CardBody>
    </Card>
  );
}
