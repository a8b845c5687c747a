import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import { useUploadAvatar } from "../api/upload-avatar";
import { type AvatarProblem, validateAvatarFile } from "../utils/validate-avatar";

const PROGRESS_STEP = 10;
const PROGRESS_TICK_MS = 200;
const PROGRESS_CEILING = 90;
const RESET_AFTER_MS = 1000;

/**
 * Select → preview → upload, with the progress behaviour of SPEC §4: the bar rises by 10 every
 * 200 ms up to 90 while the request runs (fetch reports no upload progress), jumps to 100 when it
 * finishes, and empties one second after a success.
 */
export function useAvatarUpload() {
  const { t } = useTranslation("settings");
  const upload = useUploadAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [progress, setProgress] = useState(0);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(
    () => () => {
      clearInterval(ticker.current);
      clearTimeout(resetTimer.current);
    },
    [],
  );

  const select = (candidate: File) => {
    const found = validateAvatarFile(candidate);
    setProblem(found);
    if (found) {
      setFile(null);
      toast.error(t(`avatar.${found}`));
      return;
    }
    setFile(candidate);
    setProgress(0);
  };

  const cancel = () => {
    setFile(null);
    setProblem(null);
    setProgress(0);
  };

  const start = () => {
    if (!file || upload.isPending) return;
    clearTimeout(resetTimer.current);
    setProgress(0);
    ticker.current = setInterval(() => {
      setProgress((value) => Math.min(PROGRESS_CEILING, value + PROGRESS_STEP));
    }, PROGRESS_TICK_MS);
    upload.mutate(file, {
      onSuccess: () => {
        setProgress(100);
        setFile(null);
        toast.success(t("avatar.success"));
        resetTimer.current = setTimeout(() => setProgress(0), RESET_AFTER_MS);
      },
      onError: (error) => {
        setProgress(0);
        toast.error(t("avatar.failed"), { description: error.message ? translateMessage(error.message) : undefined });
      },
      onSettled: () => clearInterval(ticker.current),
    });
  };

  return { file, previewUrl, problem, progress, isUploading: upload.isPending, select, cancel, start };
}
