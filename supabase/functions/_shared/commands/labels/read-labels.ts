import { LABEL_SORT_COLUMNS, type LabelSortKey, listLabels } from "../../db/labels/labels-store.ts";
import { inputCommand } from "../checked-commands.ts";
import { pagingArgsSchema } from "../paging-args.ts";

/** The full list of labels is sorted by label. Labels are a tool (docs/security.md#abilities). */
const argsSchema = pagingArgsSchema(Object.keys(LABEL_SORT_COLUMNS) as LabelSortKey[], "label");

export const labels = inputCommand("read", "tool", argsSchema.strict(), listLabels);
