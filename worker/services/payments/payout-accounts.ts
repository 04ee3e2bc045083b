// A seller's payout account in D1 (worker/db/schema/payments.ts): read, saved (one per seller, replaced on change)
// and removed. The full account number stays here for transfers; what leaves is PayoutAccountDto.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type PayoutAccount, payoutAccounts } from "../../db/schema";

/** A payout account as the API shows it to its owner (PRODUCT.md "Payments"): never the full account number. */
export interface PayoutAccountDto {
  bank_code: string;
  bank_name: string;
  account_number_last4: string;
  account_name: string;
}

export const payoutAccountDto = (
  row: Pick<PayoutAccount, "bankCode" | "bankName" | "accountNumber" | "accountName">,
): PayoutAccountDto => ({
  bank_code: row.bankCode,
  bank_name: row.bankName,
  account_number_last4: row.accountNumber.slice(-4),
  account_name: row.accountName,
});

export async function payoutAccountOf(db: Database, userId: number): Promise<PayoutAccountDto | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)).limit(1);
  return row ? payoutAccountDto(row) : null;
}

export interface NewPayoutAccount {
  userId: number;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

/**
 * Saves the seller's account in one statement: a first one is inserted, a changed one replaces it. A recipient the
 * provider made for the old account is dropped with it (it pays into the old account).
 */
export async function savePayoutAccount(db: Database, account: NewPayoutAccount): Promise<PayoutAccountDto> {
  const changes = {
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
  const [row] = await db
    .insert(payoutAccounts)
    .values({ userId: account.userId, ...changes })
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: {
        ...changes,
        recipientCode: sql`CASE WHEN ${payoutAccounts.bankCode} = excluded.bank_code AND ${payoutAccounts.accountNumber} = excluded.account_number THEN ${payoutAccounts.recipientCode} END`,
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      },
    })
    .returning();
  if (!row) throw new Error("saving the payout account returned no row");
  return payoutAccountDto(row);
}

/** Removes the seller's payout account; true when there was one. */
export async function removePayoutAccount(db: Database, userId: number): Promise<boolean> {
  const removed = await db.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId)).returning({ userId: payoutAccounts.userId });
  return removed.length > 0;
}
