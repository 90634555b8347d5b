import { describe, expect, it } from "vitest";
import { clientAddressKey } from "./client-address";
import { HONEYPOT_FIELD, isHoneypotFilled } from "./honeypot";

describe("clientAddressKey", () => {
  it("keeps IPv4 addresses as they are", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey(" 10.0.0.1 ")).toBe("10.0.0.1");
  });

  it("turns IPv4-mapped IPv6 (a dual-stack socket) back into IPv4", () => {
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("groups IPv6 clients by /64, however the address is written", () => {
    const a = clientAddressKey("2001:db8:85a3:12::1");
    const b = clientAddressKey("2001:0db8:85a3:0012:ffff:ffff:ffff:fffe");
    const c = clientAddressKey("[2001:DB8:85A3:12::abcd]");
    expect(a).toBe("2001:db8:85a3:12::/64");
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(clientAddressKey("2001:db8:85a3:13::1")).not.toBe(a);
    expect(clientAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("never fails on a missing or malformed value, and keeps keys short", () => {
    expect(clientAddressKey(null)).toBe("unknown");
    expect(clientAddressKey("")).toBe("unknown");
    expect(clientAddressKey("1:2:3")).toBe("other:1:2:3");
    expect(clientAddressKey("999.1.1.1")).toBe("other:999.1.1.1");
    expect(clientAddressKey("x".repeat(5000)).length).toBeLessThanOrEqual(70);
  });
});

describe("isHoneypotFilled", () => {
  it("is false when the hidden field is absent or blank, true when it has anything", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "  ");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set(HONEYPOT_FIELD, "https://spam.example");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});
