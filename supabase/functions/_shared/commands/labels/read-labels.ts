import { LABEL_SORT_COLUMNS, listLabels } from "../../db/labels/labels-store.ts";
import { inputCommand } from "../checked-commands.ts";
import { pagingArgsFor } from "../paging-args.ts";

/** The full list of labels is sorted by label. Labels are a tool (docs/security.md#abilities). */
const argsSchema = pagingArgsFor(LABEL_SORT_COLUMNS, "label");

export const labels = inputCommand("read", "tool", argsSchema.strict(), listLabels);
