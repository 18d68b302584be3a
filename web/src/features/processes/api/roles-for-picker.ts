import { graphql } from "@/lib/gql";
import { pickerQueryOptions, usePicker } from "./picker-query";
import { pickerKeys } from "./query-keys";

/** Every role, sorted by id (docs/product.md#limits), for the owning and assigned role pickers. */
export const ROLES_FOR_PICKER_QUERY = graphql(`
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
`);

export const rolesForPickerQueryOptions = () =>
  pickerQueryOptions(pickerKeys.roles, ROLES_FOR_PICKER_QUERY, (data) => data.roles.nodes);

export function useRolesForPicker(enabled = true) {
  return usePicker(rolesForPickerQueryOptions(), enabled);
}
