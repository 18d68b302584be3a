import { pickerQueryOptions, usePicker } from "./picker-query";
import { pickerKeys } from "./query-keys";
import type { RoleRef } from "./types";

/** Every role, sorted by id (spec §9), for the owning and assigned role pickers. */
export const ROLES_FOR_PICKER_QUERY = /* GraphQL */ `
  query RolesForPicker {
    roles(offset: 0, limit: 1000, sortBy: "id", isDesc: false) {
      totalCount
      nodes {
        id
        roleHandle
        name
      }
    }
  }
`;

export const rolesForPickerQueryOptions = () =>
  pickerQueryOptions<RoleRef>(pickerKeys.roles, ROLES_FOR_PICKER_QUERY, "roles");

export function useRolesForPicker(enabled = true) {
  return usePicker(rolesForPickerQueryOptions(), enabled);
}
