import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { PlanLine } from "./plan-line";

describe("PlanLine (SPEC §2 dashboard)", () => {
  it("shows the slots left on the plan and an upgrade link", () => {
    renderWithProviders(<PlanLine plan={{ name: "Growth", maxProfiles: 3 }} used={1} />);
    expect(screen.getByText("Growth plan")).toBeInTheDocument();
    expect(screen.getByText("2 of 3 profile slots left")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscriptions");
  });

  it("never shows a negative number of slots", () => {
    renderWithProviders(<PlanLine plan={{ name: "Basic", maxProfiles: 1 }} used={3} />);
    // The noun agrees with the plan's slot count (one slot), not with the slots left.
    expect(screen.getByText("0 of 1 profile slot left")).toBeInTheDocument();
  });

  it("offers to choose a plan without one", () => {
    renderWithProviders(<PlanLine plan={null} used={0} />);
    expect(screen.getByRole("link", { name: "Choose a plan" })).toHaveAttribute("href", "/subscriptions");
  });
});
