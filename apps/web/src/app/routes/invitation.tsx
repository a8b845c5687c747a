import { useParams } from "react-router";
import { useLogout } from "@/features/auth/api/logout";
import { InvitationView } from "@/features/workspaces/components/invitation-view";
import { rememberInvitation } from "@/features/workspaces/utils/pending-invitation";

/** The invitation e-mail's link (/invitations/:token): public, so a colleague without an account can read it first. */
export function InvitationPage() {
  const token = useParams().token ?? "";
  const logout = useLogout();
  return (
    <InvitationView
      token={token}
      onSignOut={() => {
        // Signing in again with the invited address comes back here.
        rememberInvitation(token);
        logout.mutate();
      }}
    />
  );
}
