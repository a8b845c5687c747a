import { ActiveProfileChip } from "@/features/profiles/components/active-profile-chip";

/** The top bar's active-profile chip; the profiles feature owns its behaviour (SPEC §4 active profile). */
export function ProfileChip() {
  return <ActiveProfileChip />;
}
