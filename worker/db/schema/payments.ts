// Payments (PRODUCT.md "Payments", ADR 082, docs/payments.md): a licensed provider holds the money; Gona keeps what it
// needs to instruct the provider. First, each seller's payout account: where the provider sends their money.
import { sql } from "drizzle-orm";
import { check, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, now } from "./columns";
import { users } from "./users";

/**
 * One per seller (farmer or supplier): the bank (the provider's code and its name as listed when saved), the full
 * 10-digit account number (transfers need it; the API only ever shows its last 4 digits), the holder's name as the
 * bank's name enquiry gave it, and the provider's transfer recipient once one is created (a later slice).
 */
export const payoutAccounts = sqliteTable(
  "payout_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    /** The provider's transfer recipient (Paystack `RCP_…`), made when the first payout is sent; null until then. */
    recipientCode: text("recipient_code"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(now),
  },
  (t) => [check("payout_accounts_number_digits", sql`length(${t.accountNumber}) = 10 AND ${t.accountNumber} NOT GLOB '*[^0-9]*'`)],
);

export type PayoutAccount = typeof payoutAccounts.$inferSelect;
