import { describe, expect, it } from "vitest";
import { rateLimitAddress } from "./rate-limit";

describe("rateLimitAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::ffff:198.51.100.4", "198.51.100.4"],
    ["::ffff:c633:6404", "198.51.100.4"],
    [undefined, "local"],
    ["", "local"],
  ])("%s → %s", (raw, key) => {
    expect(rateLimitAddress(raw)).toBe(key);
  });

  it("keeps an unparseable value as its own key instead of failing", () => {
    expect(rateLimitAddress("1:2:3::4::5")).toBe("1:2:3::4::5");
    expect(rateLimitAddress("not:an:address")).toBe("not:an:address");
  });
});
