/**
 * The GraphQL documents the web app sends, read from what graphql-codegen generated for them
 * (web/src/lib/gql/graphql.ts, client preset, `documentMode: "string"`): one
 * `export const <Operation>Document = new TypedDocumentString(`…`)` per operation, its
 * fragments already appended. `npm test` fails when that file is stale (codegen --check), so
 * this is every document of every `graphql(`…`)` call in web/src. Tests check that the API's
 * limits leave every one of them room.
 */
const GENERATED = new URL("../../../../web/src/lib/gql/graphql.ts", import.meta.url);
const OPERATION =
  /export const (\w+)Document = new TypedDocumentString\(`([^`]*)`\) as unknown as TypedDocumentString</g;

export interface WebDocument {
  /** The operation's name (`Processes` for `query Processes`). */
  name: string;
  /** Where the text was read, relative to web/src. */
  file: string;
  text: string;
}

export async function webDocuments(): Promise<WebDocument[]> {
  const source = await Deno.readTextFile(GENERATED);
  const found = [...source.matchAll(OPERATION)].map(([, name, text]) => ({
    name: name!,
    file: "lib/gql/graphql.ts",
    text: text!.trim(),
  }));
  // A change in the generated layout must not quietly leave documents out.
  const declared = source.match(/^export const \w+Document = /gm)?.length ?? 0;
  if (found.length === 0 || found.length !== declared) {
    throw new Error(`read ${found.length} of ${declared} documents from ${GENERATED.pathname}`);
  }
  for (const d of found) {
    if (!new RegExp(`^(query|mutation|subscription) ${d.name}\\b`).test(d.text)) {
      throw new Error(`${d.name}Document does not hold operation ${d.name}`);
    }
  }
  return found;
}
