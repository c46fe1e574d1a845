import { describe, expect, it } from "vitest";
import { returnPath } from "../../../../web/pages/auth/use-auth-action";
import { email, minLength, required } from "../../../../web/pages/auth/use-plain-form";

describe("the sign-in screen's helpers", () => {
  it("goes back only to a path of this app after signing in (?to=)", () => {
    expect(returnPath("/crm/clients?_start=20")).toBe("/crm/clients?_start=20");
    expect(returnPath("//evil.example/x")).toBeNull();
    expect(returnPath("/\\evil.example")).toBeNull();
    expect(returnPath("https://evil.example/")).toBeNull();
    expect(returnPath("")).toBeNull();
    expect(returnPath(null)).toBeNull();
  });

  it("applies the login form's rules with the given messages", () => {
    const values = { email: "", password: "" };
    expect(required("req")("  ", values)).toBe("req");
    expect(required("req")("x", values)).toBeNull();
    expect(email("bad")("not-an-email", values)).toBe("bad");
    expect(email("bad")("a b@c.es", values)).toBe("bad");
    expect(email("bad")(" ana@empresa.es ", values)).toBeNull();
    // Empty is the required rule's business, not the shape's.
    expect(email("bad")("", values)).toBeNull();
    expect(minLength(6, "short")("12345", values)).toBe("short");
    expect(minLength(6, "short")("123456", values)).toBeNull();
  });
});
