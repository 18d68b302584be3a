/** The calendar function's deno.json against package.json and its imports. */
import { testFunctionDenoJson } from "../_shared/testing/function-deno-json.ts";

testFunctionDenoJson(new URL("./", import.meta.url), ["ical-generator", "postgres"]);
