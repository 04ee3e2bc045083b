import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { instrumentD1, RequestMetrics } from "../http/server-timing";
import { coalesceReads, isRead } from "./coalesce";

// The real local D1, measured below the wrapper so each figure is a trip D1 actually made.
const measured = () => {
  const metrics = new RequestMetrics();
  return { metrics, db: coalesceReads(instrumentD1(env.DB, metrics)) };
};

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("CREATE TABLE IF NOT EXISTS trip_a (id INTEGER PRIMARY KEY, name TEXT)"),
    env.DB.prepare("CREATE TABLE IF NOT EXISTS trip_b (id INTEGER PRIMARY KEY, a_id INTEGER, name TEXT)"),
    env.DB.prepare("DELETE FROM trip_a"),
    env.DB.prepare("DELETE FROM trip_b"),
    env.DB.prepare("INSERT INTO trip_a (id, name) VALUES (1, 'maize'), (2, 'yam')"),
    env.DB.prepare("INSERT INTO trip_b (id, a_id, name) VALUES (10, 1, 'bag'), (20, 2, 'tuber')"),
  ]);
});

describe("reads sent together", () => {
  it("answers reads made at the same moment from one round trip, each as D1 alone would", async () => {
    const { metrics, db } = measured();
    // A raw() query runs alone the first time (its column names are not known yet), then joins the others.
    const rawSql = "SELECT id, name FROM trip_a ORDER BY id";
    expect(await db.prepare(rawSql).raw()).toEqual([
      [1, "maize"],
      [2, "yam"],
    ]);
    const before = metrics.roundTrips;
    const [all, first, column, raw, missing] = await Promise.all([
      db.prepare("SELECT name FROM trip_a WHERE id = ?").bind(1).all(),
      db.prepare("SELECT * FROM trip_b WHERE a_id = ?").bind(2).first(),
      db.prepare("SELECT name FROM trip_b WHERE id = ?").bind(10).first("name"),
      db.prepare(rawSql).raw({ columnNames: true }),
      db.prepare("SELECT name FROM trip_a WHERE id = ?").bind(99).first(),
    ]);
    expect(metrics.roundTrips - before).toBe(1);
    expect(metrics.queries).toBe(6);
    expect(all.results).toEqual([{ name: "maize" }]);
    expect(first).toEqual({ id: 20, a_id: 2, name: "tuber" });
    expect(column).toBe("bag");
    expect(raw).toEqual([
      ["id", "name"],
      [1, "maize"],
      [2, "yam"],
    ]);
    expect(missing).toBeNull();
  });

  it("keeps both columns of a join that share a name (raw() is never batched for it)", async () => {
    const { db } = measured();
    const sql = "SELECT trip_a.id, trip_b.id FROM trip_a JOIN trip_b ON trip_b.a_id = trip_a.id ORDER BY trip_a.id";
    for (let i = 0; i < 2; i++) {
      expect(await db.prepare(sql).raw()).toEqual([
        [1, 10],
        [2, 20],
      ]);
    }
  });

  it("a failing read fails alone: the reads beside it still get their answers", async () => {
    const { db } = measured();
    const [good, bad, column] = await Promise.allSettled([
      db.prepare("SELECT name FROM trip_a WHERE id = 2").first("name"),
      db.prepare("SELECT nope FROM trip_a").all(),
      db.prepare("SELECT name FROM trip_a WHERE id = 1").first("no_such_column"),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: "yam" });
    expect(bad.status).toBe("rejected");
    expect(column.status).toBe("rejected");
  });

  it("never holds a single write; a read waits for the send", async () => {
    const metrics = new RequestMetrics();
    const sends: (() => void)[] = [];
    const db = coalesceReads(instrumentD1(env.DB, metrics), (send) => sends.push(send));
    // Nothing is sent by the wrapper here until the test says so; the write still completes.
    expect(await db.prepare("INSERT INTO trip_a (id, name) VALUES (3, 'cassava') RETURNING name").first("name")).toBe("cassava");
    expect(sends).toHaveLength(0);
    let read: unknown;
    const pending = db
      .prepare("SELECT name FROM trip_a WHERE id = 3")
      .first("name")
      .then((name) => {
        read = name;
      });
    await db.prepare("UPDATE trip_a SET name = 'garri' WHERE id = 3").run();
    expect(read).toBeUndefined();
    expect(sends).toHaveLength(1);
    sends[0]?.();
    await pending;
    expect(read).toBe("garri");
    await db.prepare("DELETE FROM trip_a WHERE id = 3").run();
  });

  it("a batch of reads joins the held reads in one round trip", async () => {
    const { metrics, db } = measured();
    const [batch, single] = await Promise.all([
      db.batch([db.prepare("SELECT count(*) AS n FROM trip_a"), db.prepare("SELECT count(*) AS n FROM trip_b")]),
      db.prepare("SELECT name FROM trip_a WHERE id = 1").first("name"),
    ]);
    expect(metrics.roundTrips).toBe(1);
    expect(batch.map((result) => result.results)).toEqual([[{ n: 2 }], [{ n: 2 }]]);
    expect(single).toBe("maize");
  });

  it("a batch that writes joins the held reads: one round trip, in the order the calls were made", async () => {
    const metrics = new RequestMetrics();
    const sends: (() => void)[] = [];
    const db = coalesceReads(instrumentD1(env.DB, metrics), (send) => sends.push(send));
    const before = db.prepare("SELECT name FROM trip_a WHERE id = 1").first("name");
    const written = db.batch([
      db.prepare("UPDATE trip_a SET name = 'white maize' WHERE id = 1"),
      db.prepare("SELECT name FROM trip_a WHERE id = 1"),
    ]);
    const after = db.prepare("SELECT name FROM trip_a WHERE id = 1").first("name");
    // Nothing has reached D1 yet: the write waits with the reads for the one send.
    expect(sends).toHaveLength(1);
    expect(await env.DB.prepare("SELECT name FROM trip_a WHERE id = 1").first("name")).toBe("maize");
    sends[0]?.();
    expect(await before).toBe("maize");
    expect((await written)[1]?.results).toEqual([{ name: "white maize" }]);
    expect(await after).toBe("white maize");
    expect(metrics.roundTrips).toBe(1);
    await env.DB.prepare("UPDATE trip_a SET name = 'maize' WHERE id = 1").run();
  });

  it("a batch that writes and fails beside good reads writes nothing and fails alone", async () => {
    const { db } = measured();
    const [read, failed] = await Promise.allSettled([
      db.prepare("SELECT name FROM trip_a WHERE id = 2").first("name"),
      db.batch([
        db.prepare("UPDATE trip_a SET name = 'ofada' WHERE id = 2"),
        db.prepare("INSERT INTO trip_a (id, name) VALUES (1, 'twice')"),
      ]),
    ]);
    expect(read).toEqual({ status: "fulfilled", value: "yam" });
    expect(failed.status).toBe("rejected");
    expect(await env.DB.prepare("SELECT name FROM trip_a WHERE id = 2").first("name")).toBe("yam");
  });

  it("tells reads from writes by the statement's text", () => {
    expect(isRead("SELECT 1")).toBe(true);
    expect(isRead("  select * from listings")).toBe(true);
    expect(isRead("WITH t AS (SELECT 1) SELECT * FROM t")).toBe(true);
    expect(isRead('select "updated_at" from "users"')).toBe(true);
    expect(isRead("INSERT INTO t VALUES (1)")).toBe(false);
    expect(isRead("WITH t AS (SELECT 1) DELETE FROM x")).toBe(false);
    expect(isRead("UPDATE t SET a = 1 RETURNING a")).toBe(false);
    expect(isRead("PRAGMA table_info(users)")).toBe(false);
  });
});
