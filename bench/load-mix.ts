/**
 * The requests of the load benchmark, shaped as the web app sends them (same fields as
 * web/src/features/*\/api): every list screen, the pickers' possible values, a process page,
 * and 5 % writes (a label created then removed, a person renamed).
 */

export interface Call {
  query: string;
  variables?: Record<string, unknown>;
}

/** What the mix needs to know of the demo organisation, read once before the load. */
export interface Catalogue {
  processIds: number[];
  /** Enabled User-type people without a demo account: renamed by the writes. */
  renamable: { id: number; name: string }[];
}

const PAGE = { offset: 0, limit: 25, isDesc: false };

const PERSON = `id peopleHandle name description email userType isAuthEnabled roleIds
  roles { id roleHandle name } receiveWeeklyReminders`;
const ROLE = `id roleHandle name description reportsToId reportsTo { id roleHandle name }
  filledBy { id name } assignedProcesses { id processHandle name } processCount`;
const PROCESS = `id processHandle name description frequencyType frequency compactFrequency
  frequencyDescription scheduledFrom hasNoDates categoryId roleId labelIds assignedRoleIds
  labels { id label } assignedRoles { id roleHandle name } role { id roleHandle name }
  docs { id name value } cat { id prefix description }`;
const LIST_ARGS = "$q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean";
const LIST_VARS = "q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc";

export const USERS: Call = {
  query: `query Users(${LIST_ARGS}) { users(${LIST_VARS}) { totalCount nodes { ${PERSON} } } }`,
  variables: { ...PAGE, sortBy: "name" },
};
const ROLES: Call = {
  query: `query Roles(${LIST_ARGS}) { roles(${LIST_VARS}) { totalCount nodes { ${ROLE} } } }`,
  variables: { ...PAGE, sortBy: "name" },
};
export const PROCESSES: Call = {
  query: `query Processes(${LIST_ARGS}) {
    processes(${LIST_VARS}) { totalCount nodes { ${PROCESS} } } }`,
  variables: { ...PAGE, sortBy: "name" },
};
const LABELS: Call = {
  query: `query Labels(${LIST_ARGS}) {
    labels(${LIST_VARS}) { totalCount nodes { id label prefix processes } } }`,
  variables: { ...PAGE, sortBy: "label" },
};
const CATEGORIES: Call = {
  query: `query ProcessCategories(${LIST_ARGS}) {
    processCategories(${LIST_VARS}) { totalCount nodes { id prefix description increment } } }`,
  variables: { ...PAGE, sortBy: "prefix" },
};
const FILTERS: Call = {
  query: `query FiltersPage(${LIST_ARGS}, $associatedEntities: [String!]) {
    filtersAccessibleToCurrentUser(${LIST_VARS}, associatedEntities: $associatedEntities) {
      totalCount nodes { id name } } }`,
  variables: { ...PAGE, sortBy: "name", associatedEntities: ["Process"] },
};
const POSSIBLE_VALUES: Call[] = [
  `getPossibleValuesForRelationFromProcessEntity(relation: "labels")`,
  `getPossibleValuesForRelationFromProcessEntity(relation: "assignedRoles")`,
  `getPossibleValuesForFieldFromProcessEntity(field: "frequencyType")`,
  `getPossibleValuesForRelationFromRoleEntity(relation: "filledBy")`,
  `getPossibleValuesForFieldFromUserEntity(field: "name")`,
  `getPossibleValuesForRelationFromTaskEntity(relation: "assignee")`,
].map((field) => ({ query: `query { values: ${field} { id name } }` }));

const PROCESS_PAGE = `query Process($id: Int!, $count: Int) { process(id: $id) { ${PROCESS}
  users { id name peopleHandle role { id roleHandle name } roles { id roleHandle name } }
  nextDates(count: $count) } }`;

const CREATE_LABEL = `mutation CreateLabel($label: CreateLabelInput!) {
  createLabel(label: $label) { id label prefix processes } }`;
const REMOVE_LABEL = `mutation RemoveLabel($id: Int!) { removeLabel(id: $id) }`;
const UPDATE_USER =
  `mutation UpdateUser($user: UpdateUserInput!) { updateUser(user: $user) { ${PERSON} } }`;

/** One step of a client: one request, or (a write) a few in a row. */
export type Step = (send: (call: Call) => Promise<Record<string, unknown>>) => Promise<void>;

/** A small deterministic generator, so every run sends the same sequence per client. */
export function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * Picks the next step: 95 % reads spread over the lists (people, roles, processes, labels,
 * categories, filters), possible values and the process page; 5 % writes.
 */
export function nextStep(rand: () => number, catalogue: Catalogue, client: number): Step {
  const roll = rand();
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  if (roll < 0.05) {
    if (rand() < 0.5) {
      const text = `Load:c${client}-${Math.floor(rand() * 1e9).toString(36)}`;
      return async (send) => {
        const made = await send({ query: CREATE_LABEL, variables: { label: { label: text } } });
        const id = (made.createLabel as { id: number }).id;
        await send({ query: REMOVE_LABEL, variables: { id } });
      };
    }
    const person = pick(catalogue.renamable);
    const name = rand() < 0.5 ? person.name : `${person.name} (renamed)`;
    return async (send) => {
      await send({
        query: UPDATE_USER,
        variables: { user: { id: person.id, name, isAuthEnabled: true } },
      });
    };
  }
  const reads: Call[] = [USERS, ROLES, PROCESSES, LABELS, CATEGORIES, FILTERS];
  const which = Math.floor(((roll - 0.05) / 0.95) * 8);
  const call = which < reads.length
    ? reads[which]!
    : which === reads.length
    ? pick(POSSIBLE_VALUES)
    : { query: PROCESS_PAGE, variables: { id: pick(catalogue.processIds), count: 10 } };
  return async (send) => {
    await send(call);
  };
}
