import { describe, expect, it } from "vitest";
import { localPhone, normalizeNigerianPhone } from "./phone";

describe("normalizeNigerianPhone", () => {
  it.each([
    ["08031234567", "+2348031234567"],
    ["0803 123 4567", "+2348031234567"],
    ["0803-123-4567", "+2348031234567"],
    ["803-123-4567", "+2348031234567"],
    ["8031234567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["+234-803-123-4567", "+2348031234567"],
    ["+234 (0) 803 123 4567", "+2348031234567"],
    ["+2340803 123 4567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["002348031234567", "+2348031234567"],
    ["  0803.123.4567  ", "+2348031234567"],
    ["0703 000 1111", "+2347030001111"],
    ["0810 555 0000", "+2348105550000"],
    ["0816 123 4567", "+2348161234567"],
    ["0903 123 4567", "+2349031234567"],
    ["0915 765 4321", "+2349157654321"],
    ["(0806) 111 2222", "+2348061112222"],
  ])("%s → %s", (typed, stored) => {
    expect(normalizeNigerianPhone(typed)).toBe(stored);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["0803123456", "one digit short"],
    ["080312345678", "one digit long"],
    ["0603 123 4567", "not a mobile prefix (060)"],
    ["0713 123 4567", "071 is not a mobile range"],
    ["0823 123 4567", "082 is not a mobile range"],
    ["0123 456 7890", "a landline-like prefix"],
    ["+1 415 555 0100", "another country"],
    ["+44 7700 900123", "another country with a 7"],
    ["+233 24 123 4567", "Ghana"],
    ["0803 123 456a", "a letter"],
    ["0803/123/4567", "slashes"],
    ["+234 803 123 45678", "too long after +234"],
    ["234 803 123 456", "too short after 234"],
    ["++2348031234567", "two plus signs"],
    ["٠٨٠٣١٢٣٤٥٦٧", "non-ASCII digits"],
    ["0803 123 4567 ext 2", "an extension"],
  ])("refuses %s (%s)", (typed) => {
    expect(normalizeNigerianPhone(typed)).toBeNull();
  });

  it("shows a stored number the way it is written at home", () => {
    expect(localPhone("+2348031234567")).toBe("0803 123 4567");
  });
});
