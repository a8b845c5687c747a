import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useParams } from "react-router";
import { CreatorReportSlot } from "@/app/creator-report-slot";
import { AddToListMenu } from "@/features/lists/components/add-to-list-menu";
import { useCreateProfile } from "@/features/profiles/api/create-profile";
import { useActiveProfile } from "@/features/profiles/hooks/use-active-profile";
import { SearchScreen } from "@/features/search/components/search-screen";
import { useCurrentSubscription } from "@/features/subscriptions/api/get-current-subscription";
import { useCurrentUser } from "@/lib/auth-storage";
import { applyCreditsRemaining } from "@/lib/credits-cache";

/**
 * /search and /{profileId}/search (the search pre-filled from one of the user's profiles). The page
 * composes the search with the profiles feature (active profile, 'Add to Profiles') and the lists
 * feature ("Add to list" on cards, the table and the details), the reports feature ("Report" on a
 * card and in the details: a report on that creator), and puts the balance each search
 * answers with into the subscription the top bar shows.
 */
export function SearchPage() {
  const { profileId } = useParams();
  const user = useCurrentUser();
  const { profiles, active, query } = useActiveProfile();
  const createProfile = useCreateProfile();
  const queryClient = useQueryClient();
  // The price on the search button is the plan's, the same figure the server charges.
  const subscription = useCurrentSubscription();
  const onCreditsRemaining = useCallback((credits: number) => applyCreditsRemaining(queryClient, credits), [queryClient]);

  const profileName = profileId ? (profiles.find((profile) => String(profile.id) === profileId)?.name ?? null) : null;

  return (
    <SearchScreen
      // A different profile id is a different pre-filled search: start over.
      key={profileId ?? "search"}
      profileId={profileId}
      profileName={profileName}
      hasActiveProfile={active !== null}
      profilesLoading={query.isPending}
      loggedIn={user !== null}
      searchCost={subscription.data?.plan.search_cost ?? null}
      onCreditsRemaining={onCreditsRemaining}
      createProfile={createProfile.mutateAsync}
      addToList={AddToListMenu}
      creatorReport={CreatorReportSlot}
    />
  );
}
