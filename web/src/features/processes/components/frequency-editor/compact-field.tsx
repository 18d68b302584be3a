import { useState } from "react";
import { Textarea } from "@/components/ui/textarea";
import { Field } from "@/components/form-field";
import { draftFromCompact, resolveDraft, type FrequencyDraft } from "./frequency-draft";

/**
 * The compact form as a text field (docs/task-engine.md#frequency). Valid text updates the grid as it is
 * typed; the field is not rewritten while it has focus, so the person's spelling
 * (`jan-mar:1`) stays until they leave it, and then shows the canonical form.
 */
export function CompactField({
  draft,
  canonical,
  onChange,
}: {
  draft: FrequencyDraft;
  /** The compact form of the draft; null while the draft is invalid. */
  canonical: string | null;
  onChange: (draft: FrequencyDraft) => void;
}) {
  // `base` is the canonical form the typed text belongs to: once the draft changes some
  // other way (the grid), the typed text is stale and the canonical form shows again.
  const [typing, setTyping] = useState<{
    text: string;
    error: string | null;
    base: string | null;
  } | null>(null);
  const [showError, setShowError] = useState(false);
  const current = typing && typing.base === canonical ? typing : null;
  const text = current ? current.text : (canonical ?? "");

  function type(next: string) {
    const result = draftFromCompact(next, draft);
    if (result.ok) {
      const after = resolveDraft(result.draft);
      setTyping({ text: next, error: null, base: after.ok ? after.compact : null });
      setShowError(false);
      onChange(result.draft);
    } else {
      setTyping({
        text: next,
        error: result.errors.map((e) => e.message).join("\n"),
        base: canonical,
      });
    }
  }

  function leave() {
    // Bad text stays (with its message) so nothing typed is lost; good text turns canonical.
    if (current?.error) setShowError(true);
    else setTyping(null);
  }

  return (
    <Field
      label="Compact form"
      hint="Or type it: Mar,Jun,Sep,Dec:5#L is the last Friday of quarter-end months, W2:Mon@2026-01-05 every other Monday; empty is as needed."
      error={showError && current?.error ? current.error : undefined}
    >
      {/* A textarea that grows with its text: long monthly forms wrap instead of hiding on a phone. */}
      <Textarea
        rows={1}
        value={text}
        spellCheck={false}
        autoComplete="off"
        placeholder="As needed"
        className="min-h-9 resize-none font-mono [field-sizing:content] break-all"
        onChange={(event) => type(event.target.value)}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            // Enter applies the text (the form is one line); it must not submit the process form.
            event.preventDefault();
            leave();
          }
        }}
      />
    </Field>
  );
}
