import { useEffect } from "react";
import { setActiveProfileId, useActiveProfileId } from "@/lib/active-profile";
import { useProfiles } from "../api/get-profiles";

/**
 * SPEC §4: the first loaded profile becomes the active one when none is chosen (or the chosen one
 * is gone); with no profiles at all there is none. Mounted by the top bar, so it holds app-wide.
 */
export function useActiveProfile() {
  const profiles = useProfiles();
  const storedId = useActiveProfileId();
  const list = profiles.data ?? [];
  const active = list.find((profile) => profile.id === storedId) ?? null;
  const fallbackId = list[0]?.id ?? null;

  useEffect(() => {
    if (!profiles.isSuccess || active) return;
    setActiveProfileId(fallbackId);
  }, [profiles.isSuccess, active, fallbackId]);

  return { profiles: list, active, query: profiles, select: setActiveProfileId };
}
