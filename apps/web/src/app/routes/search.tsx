import { Search } from "lucide-react";
import { useParams } from "react-router";
import { PlaceholderPage } from "@/components/placeholder-page";

/** /search and /{profileId}/search (the search pre-filled from one of the user's profiles). */
export function SearchPage() {
  const { profileId } = useParams();
  return <PlaceholderPage page={profileId ? "profileSearch" : "search"} icon={Search} />;
}
