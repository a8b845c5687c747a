import type { TPlatform } from "@radar/contract/constants";
import { type ComponentType, createContext, useContext } from "react";

/** What a list member hands to a "Report" control: the creator's index id and how to name it. */
export type MemberReportSlotProps = {
  creator: { influencerId: string; name: string; username: string; platform: TPlatform };
  className?: string;
};

/**
 * The reports feature's "Report" control, given by the page that composes both features (features
 * never import each other). Null: member rows show none.
 */
export type MemberReportSlot = ComponentType<MemberReportSlotProps>;

const MemberReportContext = createContext<MemberReportSlot | null>(null);

export const MemberReportProvider = MemberReportContext.Provider;

export function useMemberReport(): MemberReportSlot | null {
  return useContext(MemberReportContext);
}
