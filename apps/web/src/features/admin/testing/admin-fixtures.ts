import type { TBooking, TCreditUser } from "@radar/contract/admin";
import type { TCampaignRequest, TComparisonRequest } from "@radar/contract/requests";
import type { TSourceId, TSourceStatus, TVendorImport } from "@radar/contract/sources";
import { saveSession } from "@/lib/auth-storage";
import { makeJwt, TEST_USER } from "@/testing/jwt";

/** Signs the test user in as an admin (the API mock decides what the server answers). */
export function signInAsAdmin(): void {
  saveSession({ access: makeJwt(1800), refresh: makeJwt(3600) }, { ...TEST_USER, app_metadata: { role: "admin" } });
}

export const CUSTOMER = { id: 12, name: "Noura Al-Harbi", email: "noura@brand.sa" };

export function campaignRequest(overrides: Partial<TCampaignRequest> = {}): TCampaignRequest {
  return {
    id: 41,
    title: "Ramadan launch",
    description: "Food creators in Riyadh",
    category: "food",
    budget: 15000.5,
    currency: "SAR",
    influencer_count: 5,
    duration: "1month",
    requirements: null,
    status: "pending",
    priority: "medium",
    admin_notes: null,
    cost_estimate: null,
    created_at: "2025-01-05T10:00:00Z",
    updated_at: "2025-01-05T10:00:00Z",
    customer: CUSTOMER,
    ...overrides,
  };
}

export function comparisonRequest(overrides: Partial<TComparisonRequest> = {}): TComparisonRequest {
  return {
    id: 51,
    profile_urls: ["https://www.instagram.com/a/", "https://x.com/b"],
    description: "Who grows faster?",
    team_answer: null,
    status: "pending",
    priority: "medium",
    admin_notes: null,
    results: null,
    created_at: "2025-01-07T10:00:00Z",
    updated_at: "2025-01-07T10:00:00Z",
    processed_at: null,
    customer: CUSTOMER,
    ...overrides,
  };
}

export function booking(overrides: Partial<TBooking> = {}): TBooking {
  return {
    id: 7,
    user_id: 12,
    customer_name: "Noura Al-Harbi",
    email: "noura@brand.sa",
    phone: "+966500000001",
    status: "pending",
    meeting_status: "scheduled",
    date: "2031-03-01",
    time: "10:00",
    start_time: "2031-03-01T07:00:00.000Z",
    end_time: "2031-03-01T07:30:00.000Z",
    duration_minutes: 30,
    service_type: "consultation",
    notes: null,
    customer_notes: "About our Ramadan campaign",
    meeting_url: "https://meet.jit.si/radar-7",
    credits_charged: 200,
    free_consultation: false,
    created_at: "2031-02-01T07:00:00.000Z",
    updated_at: "2031-02-01T07:00:00.000Z",
    ...overrides,
  };
}

export function creditUser(overrides: Partial<TCreditUser> = {}): TCreditUser {
  return {
    id: 12,
    email: "noura@brand.sa",
    name: "Noura Al-Harbi",
    username: "noura",
    role: "user",
    credits: 1250,
    plan: "standard",
    plan_name: "Growth",
    created_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

const PLATFORMS_OF: Record<TSourceId, TSourceStatus["platforms"]> = {
  youtube: ["youtube"],
  instagram: ["instagram"],
  x: ["twitter"],
  hypeauditor: ["instagram", "tiktok", "youtube", "twitter"],
  modash: ["instagram", "tiktok", "youtube"],
};

const NAMES: Record<TSourceId, string> = {
  youtube: "YouTube Data API v3",
  instagram: "Instagram Graph API (Business Discovery)",
  x: "X API v2",
  hypeauditor: "HypeAuditor",
  modash: "Modash",
};

/** A data source as GET /api/admin/sources/ answers it. */
export function sourceStatus(id: TSourceId, overrides: Partial<TSourceStatus> = {}): TSourceStatus {
  return {
    id,
    name: NAMES[id],
    mode: "sandbox",
    base_url: `http://127.0.0.1:8080/sandbox/${id}`,
    platforms: PLATFORMS_OF[id],
    can_search: id === "hypeauditor" || id === "modash",
    quota: { unit: "requests", used_today: 0, daily_limit: 1_000, resets_at: "2026-03-03T00:00:00Z" },
    last_success_at: null,
    last_error_at: null,
    last_error: null,
    last_error_code: null,
    paused_until: null,
    indexed_accounts: 0,
    token: id === "instagram" ? { state: "ok", expires_at: null, since: null, detail: null, notified: false } : null,
    ...overrides,
  };
}

export function vendorImport(overrides: Partial<TVendorImport> = {}): TVendorImport {
  return {
    id: 7,
    source: "hypeauditor",
    platform: "instagram",
    filters: {},
    pages_requested: 10,
    pages_done: 0,
    total_pages: null,
    accounts_imported: 0,
    status: "queued",
    error: null,
    created_at: "2026-03-02T08:00:00Z",
    updated_at: "2026-03-02T08:00:00Z",
    finished_at: null,
    ...overrides,
  };
}
