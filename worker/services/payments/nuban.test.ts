// The NUBAN check digit, with examples worked by hand from the CBN's weights (3,7,3 repeated over the 6-digit
// institution code and the 9-digit serial).
import { describe, expect, it } from "vitest";
import { checkNuban, nubanCheckDigit, nubanInstitutionCode, withCheckDigit } from "./nuban";

describe("NUBAN institution codes", () => {
  it("gives a bank's 3-digit CBN code three leading zeros and another institution's 5-digit code a leading 9", () => {
    expect(nubanInstitutionCode("011")).toBe("000011");
    expect(nubanInstitutionCode("058")).toBe("000058");
    expect(nubanInstitutionCode("50211")).toBe("950211");
  });

  it("checks nothing locally for codes NUBAN does not cover: wallets, aliases, non-CBN 3-digit codes", () => {
    expect(nubanInstitutionCode("999992")).toBeNull(); // OPay: the account number is the phone number
    expect(nubanInstitutionCode("035A")).toBeNull(); // ALAT by Wema, an alias
    expect(nubanInstitutionCode("565")).toBeNull(); // not a CBN bank code
    expect(nubanInstitutionCode("")).toBeNull();
    expect(nubanInstitutionCode("5021")).toBeNull();
  });
});

describe("the NUBAN check digit", () => {
  it("matches the CBN's worked First Bank examples (serial 000001457 → 9, serial 000000022 → 0)", () => {
    // 0·3+1·7+1·3 + 0·3+0·7+0·3+0·3+0·7+1·3+4·3+5·7+7·3 = 81 → 10 − 1 = 9
    expect(nubanCheckDigit("000011", "000001457")).toBe(9);
    // 7 + 3 + 2·7 + 2·3 = 30 → 10 − 0 = 10 → 0
    expect(nubanCheckDigit("000011", "000000022")).toBe(0);
    expect(checkNuban("011", "0000014579")).toBe("valid");
    expect(checkNuban("011", "0000000220")).toBe("valid");
  });

  it("accepts a GTBank account whose digits sum right and refuses the same number with another last digit", () => {
    // 5·7+8·3 = 59, and the serial 0·3+1·7+2·3+3·3+4·7+5·3+6·3+7·7+8·3 = 156: 215 → 10 − 5 = 5
    expect(checkNuban("058", "0123456785")).toBe("valid");
    for (const wrong of ["0123456780", "0123456784", "0123456786", "0123456789"]) expect(checkNuban("058", wrong)).toBe("invalid");
  });

  it("depends on the bank: a number valid at GTBank is not valid at First Bank", () => {
    // 1·7+1·3 + 156 (the serial's part above) = 166 → 10 − 6 = 4
    expect(checkNuban("011", "0123456785")).toBe("invalid");
    expect(checkNuban("011", "0123456784")).toBe("valid");
  });

  it("checks a microfinance bank's account with its 5-digit code behind a 9 (Kuda, 50211)", () => {
    // 9·3+5·7+0·3+2·3+1·7+1·3 + 2·3 + 1·3 = 87 → 10 − 7 = 3
    expect(checkNuban("50211", "2000000013")).toBe("valid");
    expect(checkNuban("50211", "2000000012")).toBe("invalid");
  });

  it("refuses anything that is not exactly 10 ASCII digits, at any bank", () => {
    for (const input of ["", "012345678", "01234567855", "012345678a", "01234 56785", "０１２３４５６７８５", "-123456785"])
      expect(checkNuban("058", input)).toBe("invalid");
    expect(checkNuban("999992", "803123456")).toBe("invalid");
  });

  it("leaves 10-digit numbers at institutions NUBAN does not cover to the provider", () => {
    expect(checkNuban("999992", "8031234567")).toBe("unchecked");
  });

  it("completes a serial with its check digit, and refuses a serial or code of the wrong shape", () => {
    expect(withCheckDigit("058", "012345678")).toBe("0123456785");
    expect(withCheckDigit("50211", "200000001")).toBe("2000000013");
    expect(() => withCheckDigit("999992", "803123456")).toThrow(RangeError);
    expect(() => nubanCheckDigit("000058", "12345678")).toThrow(RangeError);
  });
});
