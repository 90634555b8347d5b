import { describe, expect, it } from "vitest";
import {
  internationalDigits,
  mailtoLink,
  mapsSearchLink,
  telLink,
  whatsappGreeting,
  whatsappLink,
} from "./contact-links";

describe("mapsSearchLink", () => {
  it("searches the academy's own address, and the city only while none is set", () => {
    expect(mapsSearchLink("12 Agric Road, Ikeja, Lagos")).toBe(
      "https://www.google.com/maps/search/?api=1&query=12%20Agric%20Road%2C%20Ikeja%2C%20Lagos",
    );
    expect(mapsSearchLink("  ")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Lagos%2C%20Nigeria",
    );
  });
});

describe("whatsappLink", () => {
  it("uses the digits of an international number and prefills the greeting", () => {
    const link = whatsappLink("+234 803 123 4567", whatsappGreeting("AFA Academy"));
    expect(link?.startsWith("https://wa.me/2348031234567?text=")).toBe(true);
    expect(new URL(link ?? "").searchParams.get("text")).toBe(
      "Hello AFA Academy, I would like to know more about your programmes.",
    );
  });

  it("turns a local Nigerian number (trunk 0) into the international form", () => {
    expect(whatsappLink("0803-123-4567", "Hi")).toBe("https://wa.me/2348031234567?text=Hi");
    expect(internationalDigits("00234 803 123 4567")).toBe("2348031234567");
  });

  it("returns null when no usable number is configured", () => {
    expect(whatsappLink("", "Hi")).toBeNull();
    expect(whatsappLink("n/a", "Hi")).toBeNull();
  });
});

describe("whatsappGreeting", () => {
  it("names the configured academy and falls back to the default name", () => {
    expect(whatsappGreeting("Green Fields Academy")).toBe(
      "Hello Green Fields Academy, I would like to know more about your programmes.",
    );
    expect(whatsappGreeting("  ")).toContain("Hello AFA Academy,");
  });
});

describe("telLink", () => {
  it("keeps the leading + and strips formatting", () => {
    expect(telLink(" +234 (0) 800-000 0000 ")).toBe("tel:+23408000000000");
    expect(telLink("0803 123 4567")).toBe("tel:08031234567");
  });

  it("returns null without digits", () => {
    expect(telLink("call us")).toBeNull();
  });
});

describe("mailtoLink", () => {
  it("links an address and refuses text that is not one", () => {
    expect(mailtoLink(" info@afa-academy.ng ")).toBe("mailto:info@afa-academy.ng");
    expect(mailtoLink("none")).toBeNull();
  });
});
