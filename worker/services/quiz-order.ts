// The order a quiz's options are shown in, new for every attempt. The page gets an attempt key and the options in
// that attempt's order, answers by position, and the server maps each position back to the stored option. The order
// comes from an HMAC of the key, so the key alone does not tell which shown position is which stored option.

/** An attempt key: 16 random bytes in base64url. */
export const QUIZ_ATTEMPT_KEY = /^[A-Za-z0-9_-]{22}$/;

/** A fresh attempt key from `fill` (the platform's random source unless a test gives its own). */
export function newAttemptKey(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** A small seeded generator (sfc32) of numbers in [0, 1): the same seed always gives the same sequence. */
export function seededRandom(seed: Uint8Array): () => number {
  const view = new DataView(seed.buffer, seed.byteOffset, seed.byteLength);
  let [a, b, c, d] = [0, 4, 8, 12].map((offset) => view.getUint32(offset)) as [number, number, number, number];
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4_294_967_296;
  };
}

/** 0..count-1 in an order drawn from `random` (Fisher–Yates). */
export function shuffledIndexes(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

/**
 * For each question, the stored option index shown at each position: `orders[q][shown] = stored`.
 * The same secret, learner, course and key always give the same orders, so the answer maps back.
 */
export async function quizOptionOrders(
  secret: string,
  attempt: { userId: number; courseId: number; key: string },
  optionCounts: number[],
): Promise<number[][]> {
  const hmacKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const message = new TextEncoder().encode(`quiz-order:${attempt.userId}:${attempt.courseId}:${attempt.key}`);
  const random = seededRandom(new Uint8Array(await crypto.subtle.sign("HMAC", hmacKey, message)));
  return optionCounts.map((count) => shuffledIndexes(count, random));
}

/** The stored option indexes of answers given by shown position; -1 where a position is not an option. */
export function storedAnswers(shownAnswers: number[], orders: number[][]): number[] {
  return shownAnswers.map((shown, question) => orders[question]?.[shown] ?? -1);
}
