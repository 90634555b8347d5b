import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema } from "./auth.schema";
import { isCommonPassword } from "./common-passwords.server";

const valid = {
  fullName: "Ngozi Eze",
  email: "Ngozi@Example.ng",
  phone: "0803 123 4567",
  password: "cassava-rows-7",
  confirmPassword: "cassava-rows-7",
  terms: true,
};

function errorsOf(input: unknown) {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe("registerSchema", () => {
  it("accepts a valid registration and normalises e-mail and phone", () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe("ngozi@example.ng");
    expect(parsed.phone).toBe("08031234567");
  });

  it("uses the forms' own messages", () => {
    expect(errorsOf({ ...valid, email: "ngozi@example" }).email).toEqual([
      "Please enter a valid email address.",
    ]);
    expect(errorsOf({ ...valid, password: "abc", confirmPassword: "abc" }).password).toEqual([
      "Password should be at least 8 characters.",
    ]);
    expect(errorsOf({ ...valid, confirmPassword: "different" }).confirmPassword).toEqual([
      "Please make sure your passwords match.",
    ]);
  });

  it("requires every field and the terms", () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(
      ["confirmPassword", "email", "fullName", "password", "phone", "terms"].sort(),
    );
    expect(errorsOf({ ...valid, terms: false }).terms).toBeDefined();
  });

  it("accepts +234 numbers and refuses foreign or short ones", () => {
    expect(registerSchema.safeParse({ ...valid, phone: "+234 803 123 4567" }).success).toBe(true);
    expect(errorsOf({ ...valid, phone: "+44 20 7946 0958" }).phone).toBeDefined();
    expect(errorsOf({ ...valid, phone: "0803" }).phone).toBeDefined();
  });
});

describe("loginSchema", () => {
  it("requires both fields", () => {
    const result = loginSchema.safeParse({ email: "", password: "" });
    expect(result.success).toBe(false);
  });
});

describe("isCommonPassword", () => {
  it("refuses the most common passwords whatever their case", () => {
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("QWERTY123")).toBe(true);
    expect(isCommonPassword("cassava-rows-7")).toBe(false);
  });
});
