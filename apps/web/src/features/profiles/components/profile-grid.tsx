import type { Profile } from "../utils/normalize-profile";
import { AddProfileCard } from "./add-profile-card";
import { ProfileCard } from "./profile-card";

type ProfileGridProps = {
  profiles: Profile[];
  activeId: number | null;
  onSelect: (id: number) => void;
  onDelete: (profile: Profile) => void;
};

/** Profile cards followed by the add-profile card. */
export function ProfileGrid({ profiles, activeId, onSelect, onDelete }: ProfileGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {profiles.map((profile) => (
        <li key={profile.id} className="grid">
          <ProfileCard profile={profile} isActive={profile.id === activeId} onSelect={(p) => onSelect(p.id)} onDelete={onDelete} />
        </li>
      ))}
      <li className="grid">
        <AddProfileCard />
      </li>
    </ul>
  );
}
