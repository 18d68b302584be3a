import { createSchema } from "graphql-yoga";
import { settingsResolvers } from "../resolvers/settings.ts";
import { userResolvers } from "../resolvers/user.ts";
import type { GraphqlContext } from "../server/context.ts";
import { commonTypeDefs } from "./common.ts";
import { settingsTypeDefs } from "./settings.ts";
import { taskTypeDefs } from "./task.ts";
import { userTypeDefs } from "./user.ts";

/** The whole API: one SDL file and one resolver file per entity. */
export function buildSchema() {
  return createSchema<GraphqlContext>({
    typeDefs: [commonTypeDefs, userTypeDefs, taskTypeDefs, settingsTypeDefs],
    resolvers: [userResolvers, settingsResolvers],
  });
}
