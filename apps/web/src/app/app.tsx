import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { createRouter } from "./router";

function Router() {
  // Created after the session is restored, so the first guard check sees the right user.
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProvider>
      <Router />
    </AppProvider>
  );
}
