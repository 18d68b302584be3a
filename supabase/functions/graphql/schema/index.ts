import { createSchema } from "graphql-yoga";
import { auditResolvers } from "../resolvers/audit.ts";
import { calendarFeedResolvers } from "../resolvers/calendar-feed.ts";
import { exportResolvers } from "../resolvers/export.ts";
import { filterResolvers } from "../resolvers/filter.ts";
import { importResolvers } from "../resolvers/import.ts";
import { invitationResolvers } from "../resolvers/invitation.ts";
import { processResolvers } from "../resolvers/process.ts";
import { labelResolvers } from "../resolvers/label.ts";
import { matrixResolvers } from "../resolvers/matrix.ts";
import { organizationResolvers } from "../resolvers/organization.ts";
import { statisticsResolvers } from "../resolvers/statistics.ts";
import { processCategoryResolvers } from "../resolvers/process-category.ts";
import { roleResolvers } from "../resolvers/role.ts";
import { sessionResolvers } from "../resolvers/session.ts";
import { settingsResolvers } from "../resolvers/settings.ts";
import { taskResolvers } from "../resolvers/task.ts";
import { taskWriteResolvers } from "../resolvers/task-writes.ts";
import { userResolvers } from "../resolvers/user.ts";
import { twoFactorResolvers } from "../resolvers/two-factor.ts";
import type { GraphqlContext } from "../server/context.ts";
import { auditTypeDefs } from "./audit.ts";
import { commonTypeDefs } from "./common.ts";
import { exportTypeDefs } from "./export.ts";
import { filterTypeDefs } from "./filter.ts";
import { importTypeDefs } from "./import.ts";
import { invitationTypeDefs } from "./invitation.ts";
import { processTypeDefs } from "./process.ts";
import { labelTypeDefs } from "./label.ts";
import { matrixTypeDefs } from "./matrix.ts";
import { organizationTypeDefs } from "./organization.ts";
import { statisticsTypeDefs } from "./statistics.ts";
import { processCategoryTypeDefs } from "./process-category.ts";
import { roleTypeDefs } from "./role.ts";
import { sessionTypeDefs } from "./session.ts";
import { settingsTypeDefs } from "./settings.ts";
import { taskTypeDefs } from "./task.ts";
import { userTypeDefs } from "./user.ts";
import { twoFactorTypeDefs } from "./two-factor.ts";

/**
 * The whole API: one SDL file and one resolver file per entity. Built once per process (it
 * depends on nothing a handler is given): some 80 ms of CPU.
 */
export function buildSchema() {
  return built ??= createSchema<GraphqlContext>({
    typeDefs: [
      commonTypeDefs,
      userTypeDefs,
      taskTypeDefs,
      settingsTypeDefs,
      roleTypeDefs,
      labelTypeDefs,
      processCategoryTypeDefs,
      processTypeDefs,
      filterTypeDefs,
      statisticsTypeDefs,
      matrixTypeDefs,
      exportTypeDefs,
      importTypeDefs,
      invitationTypeDefs,
      organizationTypeDefs,
      twoFactorTypeDefs,
      sessionTypeDefs,
      auditTypeDefs,
    ],
    resolvers: [
      userResolvers,
      organizationResolvers,
      settingsResolvers,
      processResolvers,
      filterResolvers,
      roleResolvers,
      labelResolvers,
      processCategoryResolvers,
      taskResolvers,
      calendarFeedResolvers,
      taskWriteResolvers,
      statisticsResolvers,
      matrixResolvers,
      exportResolvers,
      importResolvers,
      invitationResolvers,
      twoFactorResolvers,
      sessionResolvers,
      auditResolvers,
    ],
  });
}

let built: ReturnType<typeof createSchema<GraphqlContext>> | undefined;
