// Seeds local D1 and R2 with demo data. Idempotent: does nothing when the demo admin exists.
// Local only: it refuses to run against anything but wrangler's local state.
import { eq, getTableColumns, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getPlatformProxy } from "wrangler";
import * as schema from "../worker/db/schema";
import type { Env } from "../worker/env";
import { todayInNigeria } from "../worker/expiry";
import { hashPassword } from "../worker/services/password";
import { devAccountName } from "../worker/services/payments/dev-provider";
import { rollupPrices } from "../worker/services/price-rollup";
import { stateFromLocation } from "../worker/states";
import { paintScene, simplePdf } from "./lib/png";
import { categoryPalette, DEMO_PASSWORD, seedGroups, seedListings, seedMessages, seedPosts, seedUsers } from "./seed-data";
import { priceHistoryStatements } from "./seed-prices";

const stateDir = process.env.GONA_STATE_DIR || ".wrangler/state";
const proxy = await getPlatformProxy<Env>({ persist: { path: `${stateDir}/v3` }, remoteBindings: false });
const { env } = proxy;

try {
  const db = drizzle(env.DB, { schema });
  const existing = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "admin@gona.test")).get();
  if (existing) {
    // Demo data seeded before phones needed confirming (migration 0028): its numbers are the demo's own, confirmed.
    const demoPhones = seedUsers.map((user) => user.phone);
    await db
      .update(schema.users)
      .set({ phoneConfirmed: true })
      .where(
        sql`${schema.users.phone} IN ${demoPhones} AND ${schema.users.phoneConfirmed} = 0 AND ${schema.users.id} <= ${seedUsers.length} AND NOT EXISTS (SELECT 1 FROM users AS other WHERE other.phone = users.phone AND other.phone_confirmed = 1)`,
      );
    console.log("Seed: demo data already present, nothing to do.");
  } else {
    await seed(db, env);
  }
} finally {
  await proxy.dispose();
}

function bytes(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.length) as ArrayBuffer;
}

/**
 * Files go to R2 first; then every row goes to D1 in one batch with ids chosen here (the database
 * is empty), so an interrupted seed leaves D1 untouched and the next `npm start` seeds again.
 */
async function seed(db: ReturnType<typeof drizzle<typeof schema>>, env: Env) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const uid = (key: string) => {
    const index = seedUsers.findIndex((user) => user.key === key);
    if (index === -1) throw new Error(`Unknown seed user ${key}`);
    return index + 1;
  };
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

  const users = seedUsers.map((user, index) => ({
    id: index + 1,
    email: user.email,
    passwordHash,
    fullName: user.fullName,
    role: user.role,
    phone: user.phone,
    // The demo's numbers are its own: confirmed, so they sign in by code, show on listings and get alerts.
    phoneConfirmed: true,
    location: user.location,
    isVerified: user.verified ?? false,
    verificationBadge: user.verified ? "verified" : null,
    createdAt: hoursAgo(24 * (60 - index)),
  }));

  const listings = seedListings.map((listing, index) => ({
    id: index + 1,
    userId: uid(listing.seller),
    title: listing.title,
    description: listing.description,
    category: listing.category,
    priceKobo: Math.round(listing.price * 100),
    priceUnit: listing.unit,
    quantity: listing.quantity,
    location: listing.location,
    // As the API does for a listing created without a state: the state its location names.
    state: stateFromLocation(listing.location),
    product: listing.product ?? null,
    status: listing.status ?? ("approved" as const),
    isFeatured: listing.featured ?? false,
    isFrozen: listing.frozen ?? false,
    createdAt: hoursAgo((seedListings.length - index) * 6),
    registrationNumber: listing.input?.registrationNumber ?? null,
    registrationBody: listing.input?.registrationBody ?? null,
    manufacturer: listing.input?.manufacturer ?? null,
    batchNumber: listing.input?.batchNumber ?? null,
    variety: listing.input?.variety ?? null,
    // Relative to the run, so there is always one expiring within 30 days and one already expired.
    expiryDate:
      listing.input?.expiresInDays === undefined ? null : todayInNigeria(new Date(Date.now() + listing.input.expiresInDays * 86_400_000)),
  }));

  // Orders in every state, one open request per buyer and listing. Accepted ones hold their stock, as the API does:
  // listing 2 has 10 of its 40 bags reserved, listing 9 (15 tons of cassava) is all promised and so sold out.
  const agreed = (listingId: number) => Math.round((seedListings[listingId - 1]?.price ?? 0) * 100);
  const seedOrders: (typeof schema.purchaseRequests.$inferInsert)[] = [
    {
      listingId: 1,
      buyerId: uid("buyer"),
      quantity: 20,
      offeredPriceKobo: 3_600_000,
      message: "Can you deliver to Lagos? I can pay on delivery.",
      status: "pending",
      createdAt: hoursAgo(20),
    },
    // Accepted and completed requests carry the unit price agreed at acceptance, as the API records it.
    {
      listingId: 2,
      buyerId: uid("fatima"),
      quantity: 10,
      unitPriceKobo: agreed(2),
      message: "Need onions for my shop in Abuja.",
      status: "accepted",
      createdAt: hoursAgo(50),
      acceptedAt: hoursAgo(40),
    },
    {
      listingId: 3,
      buyerId: uid("buyer"),
      quantity: 300,
      offeredPriceKobo: 42_000,
      unitPriceKobo: 42_000,
      status: "completed",
      buyerConfirmed: true,
      createdAt: hoursAgo(120),
      acceptedAt: hoursAgo(110),
      completedAt: hoursAgo(72),
    },
    { listingId: 5, buyerId: uid("fatima"), quantity: 15, status: "pending", createdAt: hoursAgo(8) },
    {
      listingId: 9,
      buyerId: uid("buyer"),
      quantity: 15,
      unitPriceKobo: agreed(9),
      status: "accepted",
      createdAt: hoursAgo(30),
      acceptedAt: hoursAgo(26),
    },
    {
      listingId: 6,
      buyerId: uid("buyer"),
      quantity: 5,
      offeredPriceKobo: Math.round(agreed(6) / 3),
      status: "rejected",
      rejectReason: "price_too_low",
      rejectNote: "My lowest price is on the listing.",
      createdAt: hoursAgo(60),
      rejectedAt: hoursAgo(55),
    },
    { listingId: 1, buyerId: uid("fatima"), quantity: 5, status: "cancelled", createdAt: hoursAgo(90), cancelledAt: hoursAgo(88) },
  ];
  for (const order of seedOrders) {
    const listing = listings[order.listingId - 1];
    if (order.status !== "accepted" || !listing || listing.quantity === undefined) continue;
    listing.quantity = Math.max(0, listing.quantity - order.quantity);
    const reserved = (listing as { reservedQuantity?: number }).reservedQuantity ?? 0;
    Object.assign(listing, { reservedQuantity: reserved + order.quantity });
    order.holdsStock = true;
    if (listing.quantity === 0 && listing.status === "approved") Object.assign(listing, { status: "sold" });
  }

  const images: (typeof schema.listingImages.$inferInsert)[] = [];
  for (const [index, listing] of seedListings.entries()) {
    const [sky, ground, produce] = categoryPalette[listing.category];
    for (let position = 0; position < (listing.images ?? 1); position++) {
      const key = `listings/${crypto.randomUUID()}.png`;
      const thumbKey = key.replace(/\.png$/, "-thumb.png");
      const variant = index * 7 + position * 3;
      const full = paintScene(800, 600, sky, ground, produce, variant);
      await env.BUCKET.put(key, bytes(full), { httpMetadata: { contentType: "image/png" } });
      await env.BUCKET.put(thumbKey, bytes(paintScene(400, 300, sky, ground, produce, variant)), {
        httpMetadata: { contentType: "image/png" },
      });
      images.push({
        listingId: index + 1,
        position,
        r2Key: key,
        thumbKey,
        contentType: "image/png",
        byteSize: full.length,
        width: 800,
        height: 600,
      });
    }
  }

  const documentKey = `verification/${crypto.randomUUID()}.pdf`;
  const pdf = simplePdf("Jigawa State farm licence - Hauwa Musa");
  await env.BUCKET.put(documentKey, bytes(pdf), { httpMetadata: { contentType: "application/pdf" } });

  const adminId = uid("admin");
  const groups = seedGroups.map((group, index) => ({
    id: index + 1,
    name: group.name,
    description: group.description,
    creatorId: uid(group.creator),
    status: group.status,
    reviewedBy: group.status === "approved" ? adminId : null,
    reviewedAt: group.status === "approved" ? hoursAgo(24 * 20) : null,
    createdAt: hoursAgo(24 * (25 - index)),
  }));
  const messages = seedMessages.map((message, index) => ({
    groupId: message.group + 1,
    senderId: uid(message.sender),
    content: message.content,
    createdAt: hoursAgo((seedMessages.length - index) / 3),
  }));
  const posts = seedPosts.map((post, index) => ({
    id: index + 1,
    authorId: uid(post.author),
    title: post.title,
    content: post.content,
    category: post.category,
    isSolved: post.solved,
    createdAt: hoursAgo(24 * (seedPosts.length - index)),
  }));
  const replies = seedPosts
    .flatMap((post, index) => post.replies.map((reply) => ({ postId: index + 1, authorId: uid(reply.author), content: reply.content })))
    .map((reply, index) => ({ id: index + 1, ...reply }));
  // A solved post's accepted answer is its first reply from someone else (ADR 011), set once the replies exist.
  const acceptedAnswers = posts.flatMap((post) => {
    const answer = post.isSolved ? replies.find((reply) => reply.postId === post.id && reply.authorId !== post.authorId) : undefined;
    return answer ? [db.update(schema.hubPosts).set({ acceptedReplyId: answer.id }).where(eq(schema.hubPosts.id, post.id))] : [];
  });
  const likes = seedPosts.flatMap((post, index) => post.likes.map((key) => ({ postId: index + 1, userId: uid(key) })));

  // D1 allows 100 bound parameters per statement: split each table's rows accordingly.
  const inserts = <T extends SQLiteTable>(table: T, rows: T["$inferInsert"][]) => {
    const perRow = Object.keys(getTableColumns(table)).length;
    const size = Math.max(1, Math.floor(100 / perRow));
    const statements = [];
    for (let i = 0; i < rows.length; i += size) statements.push(db.insert(table).values(rows.slice(i, i + size)));
    return statements;
  };
  const [first, ...rest] = [
    ...inserts(schema.users, users),
    ...inserts(schema.listings, listings),
    ...inserts(schema.listingImages, images),
    ...inserts(schema.purchaseRequests, seedOrders),
    // Tunde takes payment through Gona (a GTBank NUBAN whose check digit is right): buyer@gona.test's accepted order of
    // his cassava offers "Pay safely with Gona", and /dev/payments can pay it (docs/payments.md).
    ...inserts(schema.payoutAccounts, [
      {
        userId: uid("tunde"),
        bankCode: "058",
        bankName: "Guaranty Trust Bank",
        accountNumber: "0123456785",
        accountName: devAccountName("0123456785"),
      },
    ]),
    // Both sides of the completed order rated each other (the seller's figures follow by trigger).
    db.insert(schema.ratings).values([
      {
        requestId: sql`(SELECT id FROM purchase_requests WHERE listing_id = 3 AND status = 'completed' LIMIT 1)`,
        raterId: uid("buyer"),
        rateeId: sql`(SELECT user_id FROM listings WHERE id = 3)`,
        stars: 5,
        comment: "Clean, well-dried grain and delivered on the day agreed.",
      },
      {
        requestId: sql`(SELECT id FROM purchase_requests WHERE listing_id = 3 AND status = 'completed' LIMIT 1)`,
        raterId: sql`(SELECT user_id FROM listings WHERE id = 3)`,
        rateeId: uid("buyer"),
        stars: 4,
        comment: "Paid promptly.",
      },
    ]),
    ...inserts(schema.verificationRequests, [
      { userId: uid("hauwa"), documentType: "farm-license", documentKey, documentContentType: "application/pdf", documentSize: pdf.length },
    ]),
    ...inserts(schema.chatGroups, groups),
    ...inserts(schema.groupMessages, messages),
    ...inserts(schema.hubPosts, posts),
    ...inserts(schema.hubPostReplies, replies),
    ...acceptedAnswers,
    ...inserts(schema.hubPostLikes, likes),
    // An open report for the admin's Reports tab: the buyer doubts an agrochemical's pack.
    ...inserts(schema.reports, [
      {
        reporterId: uid("buyer"),
        targetType: "listing",
        targetId: Math.max(1, seedListings.findIndex((listing) => listing.category === "chemicals") + 1),
        reason: "counterfeit",
        details: "The NAFDAC number on the pack does not match the product name.",
      },
    ]),
  ];
  if (!first) return;
  await db.batch([first, ...rest]);
  // The price guide: six months of history around the demo prices, then the rollup the hourly cron would run.
  const now = new Date();
  const priced = seedListings.flatMap((listing) =>
    listing.product ? [{ product: listing.product, unit: listing.unit, price: listing.price }] : [],
  );
  await env.DB.batch(priceHistoryStatements(priced, now).map((statement) => env.DB.prepare(statement)));
  await rollupPrices(env.DB, now, { weeks: 27 });
  console.log(
    `Seed: ${users.length} users, ${listings.length} listings, ${images.length} images, ${groups.length} groups, ${posts.length} posts.`,
  );
}
