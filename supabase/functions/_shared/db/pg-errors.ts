/**
 * Turns PostgreSQL errors into errors fit to show a person (docs/api.md#error-codes). The database
 * is the last word on uniqueness, checks and row-level security; this says what it
 * meant in the words of the API's fields.
 */
import { AppError, MESSAGES } from "../http/app-error.ts";

interface PgErrorLike {
  name?: string;
  code?: string;
  message?: string;
  constraint_name?: string;
  column_name?: string;
  table_name?: string;
}

export const TEXT_NOT_STORABLE =
  "Text must not contain the NUL character (U+0000) or other characters that cannot be stored.";

/** Unique indexes → the API field they guard and the sentence to show. */
const UNIQUE: Readonly<Record<string, { field: string; message: string }>> = {
  people_handle_key: {
    field: "peopleHandle",
    message: "A person with this handle already exists",
  },
  people_email_key: {
    field: "email",
    message: "A person with this email already exists",
  },
  people_auth_user_key: {
    field: "email",
    message: "This sign-in account already belongs to another person",
  },
  roles_handle_key: {
    field: "roleHandle",
    message: "A role with this handle already exists",
  },
  processes_handle_key: {
    field: "processHandle",
    message: "A process with this handle already exists",
  },
  labels_label_key: { field: "label", message: "This label already exists" },
  process_categories_prefix_key: {
    field: "prefix",
    message: "A category with this prefix already exists",
  },
  organizations_prefix_key: {
    field: "prefix",
    message: "An organisation with this prefix already exists",
  },
};

/** Column names of the data model → API field names (camelCase). */
export function fieldName(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function isPgError(error: unknown): error is PgErrorLike {
  return typeof error === "object" && error !== null &&
    (error as PgErrorLike).name === "PostgresError" &&
    typeof (error as PgErrorLike).code === "string";
}

/** The AppError a PostgreSQL error stands for, or null when it is not one we explain. */
export function mapPostgresError(error: unknown): AppError | null {
  if (!isPgError(error)) return null;
  const code = error.code!;
  const constraint = error.constraint_name ?? "";
  switch (code) {
    case "23505": {
      const known = UNIQUE[constraint];
      return new AppError(
        "CONFLICT",
        known?.message ?? "This value already exists",
        {
          field: known?.field,
          cause: error,
        },
      );
    }
    case "23502": {
      const field = error.column_name ? fieldName(error.column_name) : undefined;
      return new AppError(
        "BAD_USER_INPUT",
        field ? `${field} is required` : "A required value is missing",
        {
          field,
          cause: error,
        },
      );
    }
    case "23514": {
      if (constraint === "people_keep_an_admin") {
        // The commit-time re-check of migration admin_rules.
        return new AppError("CONFLICT", error.message ?? "An admin must remain", {
          cause: error,
        });
      }
      // Check constraints are named <table>_<column>_check by PostgreSQL.
      const column = constraint.replace(/_check$/, "").split("_").slice(1).join(
        "_",
      );
      const field = column ? fieldName(column) : undefined;
      return new AppError(
        "BAD_USER_INPUT",
        field ? `The value of ${field} is not allowed` : "A value is not allowed",
        {
          field,
          cause: error,
        },
      );
    }
    case "23503":
      return /update or delete on table/.test(error.message ?? "")
        ? new AppError(
          "CONFLICT",
          "This record is still used by other records",
          { cause: error },
        )
        : new AppError("NOT_FOUND", "A record this refers to was not found", {
          cause: error,
        });
    case "42501": {
      // Our own guards raise 42501 with a sentence meant for people; PostgreSQL's own
      // texts (RLS, privileges) are not.
      const own = error.message &&
        !/row-level security|permission denied/i.test(error.message);
      return new AppError(
        "FORBIDDEN",
        own ? error.message! : MESSAGES.forbidden,
        { cause: error },
      );
    }
    case "22001":
      return new AppError("BAD_USER_INPUT", "A value is too long", {
        cause: error,
      });
    // Text PostgreSQL cannot store: U+0000 ("invalid byte sequence for encoding UTF8:
    // 0x00", character_not_in_repertoire) or a \u0000 escape turned into text (22P05).
    // The GraphQL layer refuses NUL before running anything; this covers other paths.
    case "22021":
    case "22P05":
      return new AppError("BAD_USER_INPUT", TEXT_NOT_STORABLE, { cause: error });
    case "22P02":
    case "22003":
    case "22007":
    case "22008":
      return new AppError("BAD_USER_INPUT", "A value has the wrong form", {
        cause: error,
      });
    default:
      return null;
  }
}
