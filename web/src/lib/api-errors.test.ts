import { describe, expect, it } from "vitest";
import { ROLE_IN_USE_MESSAGE } from "@shared/roles/role-input.ts";
import {
  errorMessage,
  fieldErrorOf,
  isRefusedTerm,
  ROLE_IN_USE_MESSAGE as SHOWN_ROLE_IN_USE,
} from "@/lib/api-errors";
import { ApiError } from "@/lib/graphql-client";

describe("api errors", () => {
  it("reads the field an API error is about", () => {
    const error = new ApiError("taken", "CONFLICT", 409, [
      { message: "taken", extensions: { code: "CONFLICT", field: "email" } },
    ]);
    expect(fieldErrorOf(error)).toEqual({ field: "email", message: "taken" });
    expect(fieldErrorOf(new ApiError("boom", "INTERNAL"))).toBeNull();
    expect(fieldErrorOf(new Error("plain"))).toBeNull();
  });

  it("shows the server's message, exactly the role-in-use refusal, or a fallback", () => {
    expect(SHOWN_ROLE_IN_USE).toBe(ROLE_IN_USE_MESSAGE);
    expect(errorMessage(new ApiError("Forbidden", "FORBIDDEN"))).toBe("Forbidden");
    expect(errorMessage(new Error(`removeRoles: ${ROLE_IN_USE_MESSAGE} (FIN-001)`))).toBe(
      ROLE_IN_USE_MESSAGE,
    );
    expect(errorMessage("not an error")).toBe("Something went wrong.");
    expect(errorMessage(new Error(""), "Saving failed.")).toBe("Saving failed.");
  });

  it("tells a refused term from a document the schema does not know", () => {
    expect(isRefusedTerm(new ApiError('"has:x" does not apply', "BAD_USER_INPUT"))).toBe(true);
    expect(
      isRefusedTerm(new ApiError('Cannot query field "roles" on type "Query".', "BAD_USER_INPUT")),
    ).toBe(false);
    expect(isRefusedTerm(new ApiError("Forbidden", "FORBIDDEN"))).toBe(false);
  });
});
