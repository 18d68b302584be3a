import { CompactField } from "./compact-field";
import { resolveDraft, type FrequencyDraft } from "./frequency-draft";
import { FrequencyPreview } from "./frequency-preview";
import { IntervalFields } from "./interval-fields";
import { ModePicker } from "./mode-picker";
import { MonthlyGrid } from "./monthly-grid";

export interface FrequencyEditorProps {
  value: FrequencyDraft;
  onChange: (draft: FrequencyDraft) => void;
  /** Today in the organisation's time zone; the preview starts there. */
  today: string;
  /** No date before this day (the process's scheduledFrom), when valid. */
  scheduledFrom?: string;
}

/**
 * How often a process runs: as needed, every N weeks, or a monthly grid — with the
 * compact form both ways and a live preview of the next dates.
 */
export function FrequencyEditor({ value, onChange, today, scheduledFrom }: FrequencyEditorProps) {
  const resolved = resolveDraft(value);
  const issues = resolved.ok ? [] : resolved.issues;
  return (
    <div className="grid gap-4">
      <ModePicker value={value.mode} onChange={(mode) => onChange({ ...value, mode })} />
      {value.mode === "Interval" ? (
        <IntervalFields
          value={value.interval}
          issues={issues}
          onChange={(interval) => onChange({ ...value, interval })}
        />
      ) : null}
      {value.mode === "Monthly" ? (
        <MonthlyGrid
          value={value.monthly}
          onChange={(monthly) => onChange({ ...value, monthly })}
        />
      ) : null}
      <CompactField
        draft={value}
        canonical={resolved.ok ? resolved.compact : null}
        onChange={onChange}
      />
      {resolved.ok ? (
        <FrequencyPreview
          frequencyType={resolved.frequencyType}
          frequency={resolved.frequency}
          today={today}
          scheduledFrom={scheduledFrom}
        />
      ) : null}
    </div>
  );
}
