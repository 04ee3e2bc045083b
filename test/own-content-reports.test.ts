// Nobody is offered "Report" on what they wrote, and the API refuses such a report (issue 34, item 8).
import { describe, expect, it } from "vitest";
import { fastUser } from "./fast-users";
import { call } from "./http";
import { createGroup } from "./hub";

const reportLinks = (html: string, type: string) => [
  ...html.matchAll(new RegExp(`/report\\?target_type=${type}&amp;target_id=(\\d+)`, "g")),
];

describe("reporting one's own content", () => {
  it("shows Report on others' chat messages only, and the API refuses a report of one's own", async () => {
    const me = await fastUser("farmer");
    const other = await fastUser("buyer");
    const group = await createGroup(me.id, "approved", "Own reports group");
    const mine = await call("POST", `/api/chat/groups/${group}/messages`, { token: me.token, body: { content: "My own tip" } });
    const theirs = await call("POST", `/api/chat/groups/${group}/messages`, { token: other.token, body: { content: "Their tip" } });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const page = await call("GET", `/farmers-hub/groups?group=${group}`, { headers: { cookie: `gona_session=${me.token}` } });
    expect(page.status).toBe(200);
    const reported = reportLinks(page.text, "group_message").map((match) => Number(match[1]));
    expect(reported).toContain(theirs.json.id);
    expect(reported).not.toContain(mine.json.id);

    const refused = await call("POST", "/api/reports", {
      token: me.token,
      body: { target_type: "group_message", target_id: mine.json.id, reason: "abusive" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("report_own_content");
    const self = await call("POST", "/api/reports", { token: me.token, body: { target_type: "user", target_id: me.id, reason: "scam" } });
    expect(self.json.code).toBe("report_own_content");
    const allowed = await call("POST", "/api/reports", {
      token: me.token,
      body: { target_type: "group_message", target_id: theirs.json.id, reason: "abusive" },
    });
    expect(allowed.status).toBe(201);
  });

  it("shows Report on others' Q&A posts and replies only", async () => {
    const author = await fastUser("farmer");
    const replier = await fastUser("buyer");
    const post = await call("POST", "/api/chat/hub-posts", { token: author.token, body: { title: "Own post", content: "Whose is it?" } });
    const reply = await call("POST", `/api/chat/hub-posts/${post.json.id}/replies`, { token: replier.token, body: { content: "Mine" } });
    expect([post.status, reply.status]).toEqual([201, 201]);
    const asAuthor = await call("GET", `/farmers-hub/posts/${post.json.id}`, { headers: { cookie: `gona_session=${author.token}` } });
    expect(reportLinks(asAuthor.text, "hub_post")).toHaveLength(0);
    expect(reportLinks(asAuthor.text, "hub_reply").map((match) => Number(match[1]))).toEqual([reply.json.id]);
    const asReplier = await call("GET", `/farmers-hub/posts/${post.json.id}`, { headers: { cookie: `gona_session=${replier.token}` } });
    expect(reportLinks(asReplier.text, "hub_post")).toHaveLength(1);
    expect(reportLinks(asReplier.text, "hub_reply")).toHaveLength(0);
  });
});
