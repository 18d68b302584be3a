import type { UserType } from "@shared/abilities.ts";
import { graphql } from "@/lib/gql";
import type { PersonFieldsFragment, UserGetInfoQuery } from "@/lib/gql/graphql";

export type { UserType };
export type { CreateUserInput, TaskStatus, UpdateUserInput } from "@/lib/gql/graphql";
export const USER_TYPE_OPTIONS: readonly UserType[] = ["User", "Admin", "Manager"];

/** A person as the API answers it (docs/product.md#people). */
export type Person = PersonFieldsFragment;
export type RoleRef = Person["roles"][number];
/** A person's roles and tasks (docs/product.md#people). */
export type PersonInfo = NonNullable<UserGetInfoQuery["userGetInfo"]>;
export type PersonTask = PersonInfo["tasks"][number];

/** The fields every people query selects, so the caches hold one shape. */
export const PERSON_FIELDS = graphql(`
  fragment PersonFields on User {
    id
    peopleHandle
    name
    description
    email
    mobile
    userType
    isAuthEnabled
    roleIds
    roles {
      id
      roleHandle
      name
    }
    receiveWeeklyReminders
    hasAccount
  }
`);
