import { GraphQLScalarType, Kind, type ValueNode } from "graphql";

/** A JSON value written inline in a document (variables arrive already parsed). */
function literal(node: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((f) => [f.name.value, literal(f.value, variables)]),
      );
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    default:
      return undefined;
  }
}

/** The frequency object travels as JSON; its shape is judged by the frequency module. */
export const JsonScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literal(node, variables),
});
