import { useId } from "react";
import { USER_TYPE_OPTIONS, type UserType } from "../api/person-fields";

/** Narrows the list to one user type (the `users` query's userType argument). */
export function UserTypeFilter({
  value,
  onChange,
}: {
  value: UserType | null;
  onChange: (type: UserType | null) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        User type
      </label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.target.value || null) as UserType | null)}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        <option value="">All types</option>
        {USER_TYPE_OPTIONS.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </>
  );
}
