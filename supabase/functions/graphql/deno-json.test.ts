/** The graphql function's deno.json against package.json and its imports (docs/architecture.md#edge-function-limits). */
import { testFunctionDenoJson } from "../_shared/testing/function-deno-json.ts";

testFunctionDenoJson(new URL("./", import.meta.url), ["graphql-yoga", "postgres"]);
