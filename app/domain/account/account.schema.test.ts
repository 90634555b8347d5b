import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  avatarSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "./account.schema";

/** The field errors a submission carries (none when it succeeded). */
function errorsOf(submission: { reply: () => { error?: Record<string, string[] | null> | null } }) {
  return submission.reply().error ?? {};
}

function form(values: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("profileSchema", () => {
  it("trims the name, makes the phone optional and normalises it", () => {
    const ok = parseWithZod(
      form({ intent: "profile", fullName: " Ada Obi ", phone: "0803 123 4567" }),
      {
        schema: profileSchema,
      },
    );
    expect(ok.status === "success" && ok.value).toEqual({
      intent: "profile",
      fullName: "Ada Obi",
      phone: "08031234567",
    });
    const noPhone = parseWithZod(form({ intent: "profile", fullName: "Ada", phone: "" }), {
      schema: profileSchema,
    });
    expect(noPhone.status === "success" && noPhone.value.phone).toBeUndefined();
  });

  it("refuses a foreign phone number", () => {
    const result = parseWithZod(
      form({ intent: "profile", fullName: "Ada", phone: "+44 20 7946 0958" }),
      {
        schema: profileSchema,
      },
    );
    expect(result.status).toBe("error");
    expect(errorsOf(result).phone?.[0]).toMatch(/Nigerian/);
  });
});

describe("changePasswordSchema", () => {
  const base = { intent: "password", currentPassword: "Old-Pass-1" };
  it("wants the confirmation to match", () => {
    const result = parseWithZod(
      form({ ...base, newPassword: "Brand-New-2", confirmPassword: "Brand-New-3" }),
      { schema: changePasswordSchema },
    );
    expect(errorsOf(result).confirmPassword).toEqual(["New passwords do not match"]);
  });
  it("wants a password different from the current one", () => {
    const result = parseWithZod(
      form({ ...base, newPassword: "Old-Pass-1", confirmPassword: "Old-Pass-1" }),
      { schema: changePasswordSchema },
    );
    expect(errorsOf(result).newPassword?.[0]).toMatch(/different/);
  });
  it("reads the sign-out-everywhere box", () => {
    const result = parseWithZod(
      form({
        ...base,
        newPassword: "Brand-New-2",
        confirmPassword: "Brand-New-2",
        revokeOtherSessions: "on",
      }),
      { schema: changePasswordSchema },
    );
    expect(result.status === "success" && result.value.revokeOtherSessions).toBe(true);
  });
});

describe("avatarSchema", () => {
  it("wants a non-empty file of at most 2 MB", () => {
    const big = parseWithZod(
      form({ intent: "avatar", avatar: new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], "a.png") }),
      { schema: avatarSchema },
    );
    expect(errorsOf(big).avatar).toEqual([AVATAR_MESSAGES.tooBig]);
    const none = parseWithZod(form({ intent: "avatar" }), { schema: avatarSchema });
    expect(errorsOf(none).avatar).toEqual([AVATAR_MESSAGES.missing]);
    const fine = parseWithZod(
      form({ intent: "avatar", avatar: new File([new Uint8Array(AVATAR_MAX_BYTES)], "a.png") }),
      { schema: avatarSchema },
    );
    expect(fine.status).toBe("success");
  });
});

describe("deleteAccountSchema", () => {
  it("asks for the password and the tick", () => {
    const result = parseWithZod(form({ intent: "delete-account" }), {
      schema: deleteAccountSchema("password"),
    });
    expect(errorsOf(result).secret).toEqual(["Please enter your password."]);
    expect(errorsOf(result).confirm).toEqual(["Please tick the box to confirm."]);
  });
  it("asks for the e-mail address when the account has no password", () => {
    const result = parseWithZod(form({ intent: "delete-account", confirm: "on" }), {
      schema: deleteAccountSchema("email"),
    });
    expect(errorsOf(result).secret).toEqual(["Please type your e-mail address."]);
  });
});
