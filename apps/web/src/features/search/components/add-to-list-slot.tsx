import { type ComponentType, createContext, useContext } from "react";

/** What the search hands to an "Add to list" control: index ids, and a label for the bulk variant. */
export type AddToListSlotProps = {
  influencerIds: readonly string[];
  label?: string;
  disabled?: boolean;
  onAdded?: () => void;
  className?: string;
};

/**
 * The lists feature's control, given by the page that composes both features (features never
 * import each other). Null: the screen shows no add-to-list controls.
 */
export type AddToListSlot = ComponentType<AddToListSlotProps>;

const AddToListContext = createContext<AddToListSlot | null>(null);

export const AddToListProvider = AddToListContext.Provider;

export function useAddToList(): AddToListSlot | null {
  return useContext(AddToListContext);
}
