import type { TPlatform } from "@radar/contract/constants";
import { type ComponentType, createContext, useContext } from "react";

/** What the search hands to a "Report" control: the creator's index id and how to name it. */
export type CreatorReportSlotProps = {
  creator: { influencerId: string; name: string; username: string; platform: TPlatform };
  className?: string;
};

/**
 * The reports feature's "Report" control (a report on this creator), given by the page that
 * composes both features (features never import each other). Null: no report controls.
 */
export type CreatorReportSlot = ComponentType<CreatorReportSlotProps>;

const CreatorReportContext = createContext<CreatorReportSlot | null>(null);

export const CreatorReportProvider = CreatorReportContext.Provider;

export function useCreatorReport(): CreatorReportSlot | null {
  return useContext(CreatorReportContext);
}
