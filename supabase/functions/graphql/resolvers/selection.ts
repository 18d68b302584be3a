import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode } from "graphql";

function fieldsIn(info: GraphQLResolveInfo, sets: readonly SelectionSetNode[]): FieldNode[] {
  const out: FieldNode[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) out.push(s);
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet);
      else {
        const fragment = info.fragments[s.name.value];
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  sets.forEach(visit);
  return out;
}

/**
 * Names of the fields the document selects at `path` below the field being resolved
 * (fragments followed; @skip/@include ignored, so at worst a little more is loaded).
 * Lets a list load what its nodes will ask for together with the rows.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets = info.fieldNodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
  for (const name of path) {
    sets = fieldsIn(info, sets)
      .filter((f) => f.name.value === name)
      .flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  }
  return new Set(fieldsIn(info, sets).map((f) => f.name.value));
}
