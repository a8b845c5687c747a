import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { AuthCallbackScreen } from "@/features/auth/components/auth-callback-screen";
import { isAuthCallbackUrl } from "@/features/auth/utils/auth-callback";

/** A thin bar at the top while the next page's code is loading. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary" aria-hidden />;
}

export function RootLayout() {
  const location = useLocation();
  if (isAuthCallbackUrl(location.pathname, location.search, location.hash)) return <AuthCallbackScreen />;
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
