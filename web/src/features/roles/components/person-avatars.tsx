import { cn } from "@/lib/utils";
import type { PersonRef } from "../api/role-fields";

/** The signed-in person first ("where am I?"), everyone else as the API ordered them. */
export function meFirst(people: PersonRef[], meId: number | null | undefined): PersonRef[] {
  const me = people.find((person) => person.id === meId);
  return me ? [me, ...people.filter((person) => person !== me)] : people;
}

/** "Jane Doe" → "JD"; one word → its first two letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words.at(-1)![0]!).toUpperCase();
}

/** A stable hue per person, so the same person looks the same across the chart. */
const TONES = [
  "bg-sky-500/15 text-sky-700 dark:text-sky-300",
  "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
  "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  "bg-rose-500/15 text-rose-700 dark:text-rose-300",
  "bg-violet-500/15 text-violet-700 dark:text-violet-300",
  "bg-teal-500/15 text-teal-700 dark:text-teal-300",
];

export function Avatar({ person, className }: { person: PersonRef; className?: string }) {
  return (
    <span
      title={person.name}
      aria-hidden
      className={cn(
        "inline-grid size-6 shrink-0 place-content-center rounded-full text-[10px] font-semibold",
        TONES[person.id % TONES.length],
        className,
      )}
    >
      {initials(person.name)}
    </span>
  );
}

/** Initials of the first few people, then "+N". The names are in the label. */
export function PersonAvatars({ people, max = 4 }: { people: PersonRef[]; max?: number }) {
  if (people.length === 0) return <span className="text-xs text-muted-foreground">Vacant</span>;
  const extra = people.length - max;
  return (
    <span
      className="flex items-center gap-1"
      aria-label={people.map((p) => p.name).join(", ")}
      role="img"
    >
      {people.slice(0, max).map((person) => (
        <Avatar key={person.id} person={person} />
      ))}
      {extra > 0 ? (
        <span className="inline-grid h-6 min-w-6 place-content-center rounded-full bg-muted px-1 text-[10px] font-semibold text-muted-foreground">
          +{extra}
        </span>
      ) : null}
    </span>
  );
}
