import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { searchResult } from "../testing/search-fixtures";
import { toInfluencer } from "../utils/influencer";
import type { ResultOrigin } from "../utils/merge-results";
import { InfluencerDetailsDialog } from "./influencer-details-dialog";
import { ResultCard } from "./result-card";
import { ResultsTable } from "./results-table";

/** An X account looked up live: X gives no engagement and no audience quality. */
const X_ACCOUNT = toInfluencer(
  searchResult({
    basic: { platform: "twitter", username: "saudifoodie", title: "Saudi Foodie" },
    metrics: { subscribers_count: 52_400, er: null, avg_tweets: 3.4, avg_retweets: 12 },
    features: {
      aqs: null,
      aqs_name: null,
      credibility: null,
      estimated_prices: { is_estimate: true, currency: "SAR", post: null, story: null },
    },
    audience: null,
    provenance: {
      source: "x",
      sandbox: true,
      fetched_at: "2026-02-11T09:30:00Z",
      estimated: ["avg_tweets", "avg_retweets"],
      missing: ["er", "aqs", "credibility", "audience", "prices"],
    },
  }),
);

/** A YouTube channel: followers rounded by YouTube (estimated), engagement computed by us from recent uploads. */
const YOUTUBE_CHANNEL = toInfluencer(
  searchResult({
    basic: { platform: "youtube", username: "gulf.travel.diaries", title: "Gulf Travel Diaries" },
    metrics: { subscribers_count: 412_000, er: 2.31, views_avg: 95_000 },
    features: { aqs: 0, aqs_name: null },
    provenance: {
      source: "youtube",
      sandbox: false,
      fetched_at: "2026-02-11T09:30:00Z",
      estimated: ["followers", "er", "views_avg"],
      missing: ["aqs", "audience"],
    },
  }),
);

describe("search results show where their figures come from", () => {
  it("a card shows '—' for unknown engagement and quality, and a compact 'data as of' line", () => {
    render(<ResultCard influencer={X_ACCOUNT} onOpen={vi.fn()} />);
    const card = screen.getByTestId("result-card");
    expect(within(card).getAllByText("—")).toHaveLength(2);
    expect(within(card).queryByText("0.00%")).not.toBeInTheDocument();
    expect(within(card).getByText("52.4K")).toBeInTheDocument();
    expect(within(card).getByTestId("provenance")).toHaveTextContent("Data as of Feb 11, 2026 · X (sandbox)");
  });

  it("a card marks estimated figures and never shows a placeholder quality of 0", () => {
    render(<ResultCard influencer={YOUTUBE_CHANNEL} onOpen={vi.fn()} />);
    const card = screen.getByTestId("result-card");
    expect(within(card).getAllByTestId("estimate-mark")).toHaveLength(2);
    expect(within(card).getByText("—")).toBeInTheDocument();
    expect(within(card).getByTestId("provenance")).toHaveTextContent("Data as of Feb 11, 2026 · YouTube");
  });

  it("a list row has the date and the source in its own column", () => {
    render(<ResultsTable results={[X_ACCOUNT]} platform="twitter" onOpen={vi.fn()} />);
    const row = screen.getByTestId("result-row");
    expect(screen.getByRole("columnheader", { name: "Data as of" })).toBeInTheDocument();
    expect(within(row).getByTestId("provenance")).toHaveTextContent("Feb 11, 2026X (sandbox)");
    expect(within(row).getAllByText("—")).toHaveLength(2);
    expect(within(row).getByText("3.4")).toBeInTheDocument();
    // Tweets per day and retweets per tweet are both estimates of the X source.
    expect(within(row).getAllByTestId("estimate-mark")).toHaveLength(2);
  });

  it("a market card and row say which source answered and on which day; ours say they are in our index", () => {
    const origin = { kind: "market" as const, source: "Modash", fetchedAt: "2026-02-11T09:30:00Z" };
    const { unmount } = render(<ResultCard influencer={X_ACCOUNT} onOpen={vi.fn()} origin={origin} />);
    expect(within(screen.getByTestId("result-card")).getByTestId("result-origin")).toHaveTextContent(
      "From the market · Modash · Feb 11, 2026",
    );
    unmount();
    // Two rows of the one list: the market's X account and one of our index's.
    const ours = { ...YOUTUBE_CHANNEL, id: "42" };
    const origins = new Map<string, ResultOrigin>([
      [X_ACCOUNT.id, origin],
      [ours.id, { kind: "index" }],
    ]);
    render(<ResultsTable results={[X_ACCOUNT, ours]} platform="twitter" onOpen={vi.fn()} origins={origins} />);
    const [marketRow, ourRow] = screen.getAllByTestId("result-row");
    expect(within(marketRow as HTMLElement).getByTestId("result-origin")).toHaveTextContent("From the market · Modash · Feb 11, 2026");
    expect(within(ourRow as HTMLElement).getByTestId("result-origin")).toHaveTextContent("In our index");
  });

  it("the details dialog has the provenance line, 'est.' marks and '—' for what the source does not give", () => {
    render(<InfluencerDetailsDialog influencer={X_ACCOUNT} onOpenChange={vi.fn()} onAdd={vi.fn()} adding={false} loggedIn />);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("provenance")).toHaveTextContent("Data as of Feb 11, 2026 · X (sandbox)");
    const stat = (label: string) => within(dialog).getByText(label).closest("div") as HTMLElement;
    expect(stat("Engagement")).toHaveTextContent("—");
    expect(stat("Quality")).toHaveTextContent("—");
    expect(stat("Credibility")).toHaveTextContent("—");
    expect(stat("Tweets per day")).toHaveTextContent("3.4est.");
    expect(stat("Retweets per tweet")).toHaveTextContent("12est.");
    expect(within(dialog).getByText("The data source of this account gives no audience data.")).toBeInTheDocument();
    // The estimated prices keep their own label.
    expect(within(dialog).getByText("Estimate")).toBeInTheDocument();
  });

  it("the details dialog of a seeded row has no 'est.' marks and the demo data source", () => {
    render(
      <InfluencerDetailsDialog influencer={toInfluencer(searchResult())} onOpenChange={vi.fn()} onAdd={vi.fn()} adding={false} loggedIn />,
    );
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("provenance")).toHaveTextContent("Data as of Jan 05, 2026 · Demo data");
    expect(within(dialog).queryByTestId("estimate-mark")).not.toBeInTheDocument();
    expect(within(dialog).getByText("84")).toBeInTheDocument();
  });
  it("the details dialog lists each field group's own source and date when they differ", () => {
    const report = { source: "modash" as const, sandbox: false, fetched_at: "2026-01-10T08:00:00Z" };
    const refresh = { source: "youtube" as const, sandbox: true, fetched_at: "2026-02-11T09:30:00Z" };
    const mixed = toInfluencer(
      searchResult({
        provenance: {
          source: "youtube",
          sandbox: true,
          fetched_at: refresh.fetched_at,
          estimated: [],
          missing: [],
          groups: {
            identity: refresh,
            metrics: refresh,
            audience: report,
            quality: report,
            contacts: report,
            prices: null,
            categories: report,
          },
        },
      }),
    );
    render(<InfluencerDetailsDialog influencer={mixed} onOpenChange={vi.fn()} onAdd={vi.fn()} adding={false} loggedIn />);
    const sources = within(screen.getByRole("dialog")).getByTestId("field-group-sources");
    expect(within(sources).getByRole("heading", { name: "Where the data comes from" })).toBeInTheDocument();
    const line = (label: string) => within(sources).getByText(label).closest("div") as HTMLElement;
    expect(line("Audience")).toHaveTextContent(/^Audience\s*Modash\s*· Jan 10, 2026$/);
    expect(line("Metrics")).toHaveTextContent(/YouTube \(sandbox\)\s*· Feb 11, 2026/);
    expect(line("Contacts")).toHaveTextContent(/Modash\s*· Jan 10, 2026/);
    // A group the row holds nothing of is not listed.
    expect(within(sources).queryByText("Prices")).not.toBeInTheDocument();
  });

  it("the details dialog adds no source list when every group has the row's one source and day", () => {
    const stamp = { source: "seed" as const, sandbox: false, fetched_at: "2026-01-05T00:00:00Z" };
    const uniform = toInfluencer(
      searchResult({
        provenance: {
          source: "seed",
          sandbox: false,
          fetched_at: stamp.fetched_at,
          estimated: [],
          missing: [],
          groups: { identity: stamp, metrics: stamp, audience: stamp, quality: stamp, contacts: null, prices: stamp, categories: stamp },
        },
      }),
    );
    render(<InfluencerDetailsDialog influencer={uniform} onOpenChange={vi.fn()} onAdd={vi.fn()} adding={false} loggedIn />);
    expect(within(screen.getByRole("dialog")).queryByTestId("field-group-sources")).not.toBeInTheDocument();
  });
});
