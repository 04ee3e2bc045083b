// The one Drizzle schema for Gona's D1 database, one file per area. Money is stored in kobo (integer) so sums are exact.
export type { Role } from "../domain";
export * from "./schema/codes";
export * from "./schema/disputes";
export * from "./schema/hub";
export * from "./schema/idempotency";
export * from "./schema/knowledge";
export * from "./schema/lms";
export * from "./schema/marketplace";
export * from "./schema/messaging";
export * from "./schema/notifications";
export * from "./schema/payments";
export * from "./schema/prices";
export * from "./schema/ratings";
export * from "./schema/safety";
export * from "./schema/search";
export * from "./schema/site";
export * from "./schema/users";
export * from "./schema/ussd";
