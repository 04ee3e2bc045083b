// Shapes of the admin API's answers as the panel reads them (type-only imports: nothing ships to the browser).

import type { AuditLogRow } from "../../../worker/services/audit";
import type { ListingDto } from "../../../worker/services/listing-dtos";
import type { MessagingFailures } from "../../../worker/services/messaging-failures";
import type { AdminReportRow } from "../../../worker/services/reports";
import type { UserDto } from "../../../worker/services/users";

export type { AdminReportRow, AuditLogRow, ListingDto };
/** A user as the admin list answers: with their suspension time. */
export type AdminUserDto = UserDto & { suspended_at: string | null };

export const ADMIN_TABS = ["dashboard", "pending", "listings", "users", "verification", "groups", "messages", "reports", "audit"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** What the tab labels count, on every tab (GET /api/admin/tab-counts; the dashboard's stats carry them too). */
export type TabCounts = Pick<DashboardStats, "pendingListings" | "pendingVerifications" | "pendingGroupRequests" | "unreadContactMessages">;

export interface DashboardStats {
  totalUsers: number;
  totalListings: number;
  pendingListings: number;
  pendingVerifications: number;
  initiatedBookings: number;
  completedTransactions: number;
  revenueGenerated: number;
  /** False when the revenue passed 2^53 kobo and `revenueGenerated` is rounded; `revenueKobo` is exact. */
  revenueExact: boolean;
  revenueKobo: string;
  usersByRole: { role: string; count: number }[];
  listingsByCategory: { category: string; count: number }[];
  pendingGroupRequests: number;
  unreadContactMessages: number;
  /** Messages not delivered and gateway callbacks refused (GET /api/admin/messaging/failures's answer). */
  messaging: MessagingFailures;
}

export interface VerificationRequestRow {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  document_type: string;
  document_path: string;
  created_at: string;
}

export interface GroupRequestRow {
  id: number;
  name: string;
  description: string;
  creator_name: string;
  created_at: string;
}

export interface ContactMessageRow {
  id: number;
  name: string;
  contact: string;
  subject: string;
  message: string;
  read_at: string | null;
  created_at: string;
}

export interface ListingFilters {
  q: string;
  category: string;
  status: string;
  frozen: "all" | "frozen" | "not-frozen";
}
