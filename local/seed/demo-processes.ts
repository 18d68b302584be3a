// deno-fmt-ignore-file -- one record per line reads better than the formatter's layout.
/**
 * The demo organisation's catalogue: categories, labels and 40 processes. Some are
 * scheduled, some as needed, and some have deliberate gaps (no role, no docs, no
 * description, no labels, a schedule that yields no dates) so every dashboard row and
 * `has:` filter has something to show.
 */

export const DEMO_CATEGORIES = [
  { prefix: "QA", description: "Quality assurance" },
  { prefix: "MNT", description: "Maintenance" },
  { prefix: "FIN", description: "Finance" },
  { prefix: "HR", description: "People & HR" },
  { prefix: "SAF", description: "Health & safety" },
];

export const DEMO_LABELS = [
  "Dept:Production", "Dept:Quality", "Dept:Maintenance", "Dept:Warehouse", "Dept:Finance", "Dept:HR", "Dept:IT",
  "Priority:High", "Priority:Medium", "Priority:Low",
  "Compliance:ISO 9001", "Compliance:ISO 14001", "Compliance:ISO 45001", "Compliance:GDPR", "Compliance:Tax",
  "Site:Plant North", "Site:Plant South", "Site:Head Office",
  "Audit:Internal", "Audit:External",
];

export interface DemoProcess {
  category: string;
  name: string;
  description: string;
  /** Assigned roles (handles); the people holding them get the tasks. */
  roles: string[];
  owner?: string;
  labels: string[];
  docs: { name: string; url: string }[];
  /**
   * The schedule in the compact form of docs/task-engine.md#frequency (any accepted spelling; the
   * seed stores the canonical one and the JSON the shared parser makes of it). Absent: as needed.
   */
  schedule?: string;
  /**
   * Lapses: undone work is missed once a later occurrence is past due, not late
   * (docs/task-engine.md#missed-occurrences). Absent: it stays late.
   */
  unfinishedRule?: "Lapses";
  /**
   * The schedule the process had before a change (docs/task-engine.md#schedule-changes), in
   * compact form like `schedule`, how many days before the seeding day it changed (the change day
   * takes the new schedule; the day before was the old one's last), and the people handle of who
   * changed it. Absent: never changed.
   */
  formerSchedule?: { schedule: string; changedDaysAgo: number; changedBy: string };
}

const DOCS = "https://intranet.demo-manufacturing.example/docs";
const doc = (name: string, path: string) => ({ name, url: `${DOCS}/${path}` });

// Schedules used more than once, in compact form (docs/task-engine.md#frequency).
const WEEKLY_MONDAY = "W1:Mon@2026-01-05";
const FORTNIGHTLY_FRIDAY = "W2:Fri@2026-01-09";
const FIRST_OF_MONTH = "*:1";
const QUARTER_END_LAST_FRIDAY = "Mar,Jun,Sep,Dec:5#L";
/**
 * The compact form's example (docs/task-engine.md#frequency): 1st and 15th of every month,
 * plus the last Friday of quarter-end months.
 */
const PAYDAYS_AND_QUARTER_CLOSE = "*:1,15;Mar,Jun,Sep,Dec:5#L";

export const DEMO_PROCESSES: DemoProcess[] = [
  // Quality
  { category: "QA", name: "Incoming goods inspection", description: "Sample and inspect each supplier delivery against the purchase specification.", roles: ["QA", "WH"], owner: "QA", labels: ["Dept:Quality", "Compliance:ISO 9001", "Priority:High"], docs: [doc("Inspection procedure", "qa/incoming-inspection.pdf")] },
  { category: "QA", name: "Calibrate measuring instruments", description: "Check gauges, callipers and scales against reference standards and record the results.", roles: ["QA"], owner: "QA", labels: ["Dept:Quality", "Compliance:ISO 9001"], docs: [doc("Calibration register", "qa/calibration-register.xlsx")], schedule: FIRST_OF_MONTH },
  { category: "QA", name: "Internal quality audit", description: "Audit one area of the quality system against ISO 9001 and raise findings.", roles: ["QA"], owner: "QA", labels: ["Audit:Internal", "Compliance:ISO 9001", "Dept:Quality"], docs: [doc("Audit programme", "qa/audit-programme.pdf"), doc("Audit checklist", "qa/audit-checklist.docx")], schedule: QUARTER_END_LAST_FRIDAY },
  { category: "QA", name: "Customer complaint investigation", description: "Log the complaint, find the root cause and agree corrective action with the customer.", roles: ["QA", "PROD"], owner: "QA", labels: ["Dept:Quality", "Priority:High"], docs: [doc("8D report template", "qa/8d-template.docx")] },
  // Monthly (first Monday) until six weeks ago, when the operations manager made it weekly.
  { category: "QA", name: "Review non-conformance reports", description: "Close out open NCRs and check that corrective actions worked.", roles: ["QA"], owner: "QA", labels: ["Dept:Quality"], docs: [], schedule: WEEKLY_MONDAY, formerSchedule: { schedule: "*:1#1", changedDaysAgo: 42, changedBy: "pshah" } },
  { category: "QA", name: "First article inspection", description: "", roles: ["QA", "PROD"], owner: "QA", labels: ["Dept:Quality", "Site:Plant North"], docs: [doc("FAI form", "qa/fai-form.pdf")] },
  { category: "QA", name: "Supplier quality review", description: "Score key suppliers on delivery and defect rates and agree improvement actions.", roles: ["QA", "FIN"], owner: "QA", labels: ["Dept:Quality", "Audit:External"], docs: [doc("Supplier scorecard", "qa/supplier-scorecard.xlsx")], schedule: "Jan,Jul:15" },
  { category: "QA", name: "Management review of the quality system", description: "Review quality objectives, audit results and customer feedback with the leadership team.", roles: ["CEO", "QA"], owner: "CEO", labels: ["Compliance:ISO 9001", "Priority:Medium"], docs: [doc("Management review agenda", "qa/management-review.docx")], schedule: "Jun,Dec:10" },
  { category: "QA", name: "Retain product samples", description: "Keep labelled samples of each batch for the retention period.", roles: [], labels: ["Dept:Quality"], docs: [] },

  // Maintenance
  { category: "MNT", name: "Preventive maintenance of press line", description: "Lubricate, inspect and test the press line following the maker's schedule.", roles: ["MAINT"], owner: "MAINT", labels: ["Dept:Maintenance", "Site:Plant North", "Priority:High"], docs: [doc("Press line PM checklist", "mnt/press-pm.pdf")], schedule: FORTNIGHTLY_FRIDAY },
  { category: "MNT", name: "Compressor service", description: "Change filters and oil, check for leaks and log running hours.", roles: ["MAINT"], owner: "MAINT", labels: ["Dept:Maintenance", "Site:Plant South"], docs: [doc("Compressor manual", "mnt/compressor-manual.pdf")], schedule: "Jan,Apr,Jul,Oct:2#1" },
  { category: "MNT", name: "Forklift daily pre-use check", description: "Check brakes, horn, forks, chains and battery before the first lift of the shift.", roles: ["WH"], owner: "WH", labels: ["Dept:Warehouse", "Compliance:ISO 45001"], docs: [doc("Pre-use checklist", "mnt/forklift-check.pdf")], schedule: "*:1#*,2#*,3#*,4#*,5#*", unfinishedRule: "Lapses" },
  { category: "MNT", name: "Breakdown repair", description: "Make the machine safe, repair it and record the cause and parts used.", roles: ["MAINT"], owner: "MAINT", labels: ["Dept:Maintenance", "Priority:High"], docs: [] },
  { category: "MNT", name: "Spare parts stock check", description: "Count critical spares and reorder anything below its minimum.", roles: ["MAINT", "WH"], owner: "MAINT", labels: ["Dept:Maintenance", "Dept:Warehouse"], docs: [doc("Critical spares list", "mnt/critical-spares.xlsx")], schedule: "*:3#L" },
  { category: "MNT", name: "HVAC filter replacement", description: "Replace air handling unit filters in the offices and clean rooms.", roles: [], owner: "MAINT", labels: ["Dept:Maintenance", "Site:Head Office"], docs: [], schedule: "Mar,Sep:1" },
  { category: "MNT", name: "Lifting equipment thorough examination", description: "Arrange the insurer's LOLER examination of cranes and hoists and file the reports.", roles: ["MAINT", "EHS"], owner: "EHS", labels: ["Compliance:ISO 45001", "Audit:External"], docs: [doc("Examination reports", "mnt/loler-reports/")], schedule: "May,Nov:20" },
  { category: "MNT", name: "Machine guarding inspection", description: "", roles: ["MAINT"], labels: [], docs: [], schedule: WEEKLY_MONDAY },
  { category: "MNT", name: "Decommission old equipment", description: "Isolate, drain and remove equipment, update the asset register and dispose of it safely.", roles: ["MAINT"], owner: "OPS", labels: ["Dept:Maintenance", "Compliance:ISO 14001"], docs: [doc("Disposal procedure", "mnt/disposal.pdf")] },

  // Finance
  { category: "FIN", name: "Month-end close", description: "Post accruals, reconcile balance sheet accounts and lock the period.", roles: ["ACC", "FIN"], owner: "FIN", labels: ["Dept:Finance", "Priority:High"], docs: [doc("Close checklist", "fin/month-end-close.xlsx")], schedule: "*:3" },
  { category: "FIN", name: "Payroll run", description: "Collect hours and changes, run payroll and approve the payment file.", roles: ["PAY"], owner: "HR", labels: ["Dept:HR", "Dept:Finance", "Priority:High"], docs: [doc("Payroll calendar", "fin/payroll-calendar.pdf")], schedule: PAYDAYS_AND_QUARTER_CLOSE },
  { category: "FIN", name: "VAT return", description: "Prepare, review and file the quarterly VAT return.", roles: ["ACC"], owner: "FIN", labels: ["Dept:Finance", "Compliance:Tax"], docs: [doc("VAT working papers", "fin/vat/")], schedule: "Jan,Apr,Jul,Oct:7" },
  { category: "FIN", name: "Supplier payment run", description: "Approve due invoices and release the payment batch.", roles: ["ACC"], owner: "FIN", labels: ["Dept:Finance"], docs: [], schedule: FORTNIGHTLY_FRIDAY },
  { category: "FIN", name: "Budget forecast update", description: "Update the rolling forecast with actuals and department input.", roles: ["FIN"], owner: "FIN", labels: ["Dept:Finance", "Priority:Medium"], docs: [doc("Forecast model", "fin/forecast.xlsx")], schedule: QUARTER_END_LAST_FRIDAY },
  { category: "FIN", name: "Expense claim approval", description: "Check receipts against the expenses policy and approve or query each claim.", roles: ["FIN"], owner: "FIN", labels: ["Dept:Finance", "Priority:Low"], docs: [doc("Expenses policy", "fin/expenses-policy.pdf")] },
  { category: "FIN", name: "Fixed asset register review", description: "Tag new assets, record disposals and agree the register to the ledger.", roles: ["ACC", "MAINT"], owner: "FIN", labels: [], docs: [], schedule: "Dec:31" },
  { category: "FIN", name: "Software licence renewal check", description: "List licences expiring in the next quarter and decide renew or cancel.", roles: ["IT"], owner: "IT", labels: ["Dept:IT", "Dept:Finance"], docs: [doc("Licence register", "it/licences.xlsx")], schedule: "*:4#2" },

  // People & HR
  { category: "HR", name: "New starter onboarding", description: "Contract, equipment, accounts, induction and a buddy before the first day.", roles: ["HR", "IT"], owner: "HR", labels: ["Dept:HR", "Priority:High"], docs: [doc("Onboarding checklist", "hr/onboarding.docx")] },
  { category: "HR", name: "Leaver offboarding", description: "Recover equipment, remove access on the last day and run the exit interview.", roles: ["HR", "IT"], owner: "HR", labels: ["Dept:HR", "Compliance:GDPR"], docs: [doc("Offboarding checklist", "hr/offboarding.docx")] },
  { category: "HR", name: "Training records review", description: "Check that every operator's mandatory training is in date and book refreshers.", roles: ["HR", "PROD"], owner: "HR", labels: ["Dept:HR", "Compliance:ISO 9001"], docs: [], schedule: "*:1#1" },
  { category: "HR", name: "Annual appraisals", description: "Hold appraisal conversations and agree objectives for the year.", roles: ["HR", "OPS", "FIN"], owner: "HR", labels: ["Dept:HR", "Priority:Medium"], docs: [doc("Appraisal form", "hr/appraisal-form.docx")], schedule: "Feb:1" },
  { category: "HR", name: "Right-to-work check", description: "", roles: ["HR"], owner: "HR", labels: ["Dept:HR", "Compliance:GDPR"], docs: [] },
  { category: "HR", name: "Personnel file retention review", description: "Delete personal data past its retention period and log what was removed.", roles: ["HR"], owner: "HR", labels: ["Compliance:GDPR", "Audit:Internal"], docs: [doc("Retention schedule", "hr/retention.pdf")], schedule: "Jan:5#L" },
  { category: "HR", name: "Staff engagement survey", description: "Run the survey, share the results and agree three actions.", roles: [], labels: ["Dept:HR", "Priority:Low"], docs: [], schedule: "Oct:1" },

  // Health & safety
  { category: "SAF", name: "Fire alarm test", description: "Test one call point per week in rotation and log the result.", roles: ["EHS"], owner: "EHS", labels: ["Compliance:ISO 45001", "Site:Plant North", "Site:Plant South"], docs: [doc("Fire log book", "saf/fire-log.pdf")], schedule: "W1:Wed@2026-01-07" },
  { category: "SAF", name: "Workplace safety walk", description: "Walk the floor, note hazards and agree actions with the shift supervisor.", roles: ["EHS", "PROD"], owner: "EHS", labels: ["Compliance:ISO 45001", "Dept:Production"], docs: [doc("Safety walk form", "saf/safety-walk.pdf")], schedule: FORTNIGHTLY_FRIDAY },
  { category: "SAF", name: "Accident and near-miss investigation", description: "Investigate within 48 hours, record root cause and report if RIDDOR applies.", roles: ["EHS", "OPS"], owner: "EHS", labels: ["Compliance:ISO 45001", "Priority:High"], docs: [doc("Incident report form", "saf/incident-form.docx")] },
  { category: "SAF", name: "COSHH assessment review", description: "Review hazardous substance assessments and update safety data sheets.", roles: ["EHS"], owner: "EHS", labels: ["Compliance:ISO 45001", "Compliance:ISO 14001"], docs: [], schedule: "Apr:1" },
  { category: "SAF", name: "First aid kit check", description: "Restock first aid kits and eye wash stations.", roles: ["EHS"], labels: ["Compliance:ISO 45001", "Priority:Low"], docs: [], schedule: FIRST_OF_MONTH },
  { category: "SAF", name: "Waste transfer note filing", description: "File waste transfer notes and check carrier licences.", roles: ["WH", "EHS"], owner: "EHS", labels: ["Compliance:ISO 14001", "Dept:Warehouse"], docs: [doc("Waste register", "saf/waste-register.xlsx")], schedule: "*:28" },
  // Scheduled, but the schedule was never filled in: it yields no dates (has:scheduledNoDates).
  { category: "SAF", name: "Emergency evacuation drill", description: "Run an unannounced evacuation drill and time the roll call.", roles: ["EHS"], owner: "EHS", labels: ["Compliance:ISO 45001"], docs: [doc("Emergency plan", "saf/emergency-plan.pdf")], schedule: "*:" },
];
