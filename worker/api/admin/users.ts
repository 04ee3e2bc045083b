import { Hono } from "hono";
import type { AdminEnv } from "../../http/context";
import { pageOf, readPaging } from "../../http/paging";
import { usersPage } from "../../services/admin";
import { userDto } from "../../services/users";

export const userRoutes = new Hono<AdminEnv>().get("/users", async (c) => {
  const paging = readPaging(c);
  const rows = await usersPage(c.var.db, paging);
  return c.json(pageOf(c, rows, paging.limit, (row) => row.id).map(userDto));
});
