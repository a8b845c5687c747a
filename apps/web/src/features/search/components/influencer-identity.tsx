import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { useLanguage } from "@/lib/i18n";
import { initialsOf } from "@/lib/initials";
import { type Influencer, localized } from "../utils/influencer";

/** "Riyadh, Saudi Arabia" in the user's language, or '' when the index has no place. */
export function useLocationText() {
  const language = useLanguage();
  return (influencer: Influencer) =>
    [influencer.location.city, influencer.location.country]
      .filter((name) => name !== null)
      .map((name) => localized(name, language))
      .join(language === "ar" ? "، " : ", ");
}

export function PlatformTag({ influencer, className }: { influencer: Influencer; className?: string }) {
  const { t } = useTranslation("search");
  return (
    // The neutral badge's muted grey on grey is under 4.5:1: the tag uses a darker text.
    <Badge variant="neutral" className={className}>
      {t(`platforms.${influencer.platform}`)}
    </Badge>
  );
}

export function VerifiedMark({ influencer }: { influencer: Influencer }) {
  const { t } = useTranslation("search");
  if (!influencer.isVerified) return null;
  return <BadgeCheck className="size-4 shrink-0 text-primary" role="img" aria-label={t("result.verified")} />;
}

export function InfluencerAvatar({ influencer, className }: { influencer: Influencer; className?: string }) {
  return <Avatar src={influencer.avatarUrl} alt="" fallback={initialsOf(influencer.name)} className={cn("size-11", className)} />;
}
