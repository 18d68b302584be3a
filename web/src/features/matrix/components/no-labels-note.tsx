import { Tags } from "lucide-react";
import { Link } from "react-router";

/** Without label prefixes the matrix has only Role to offer: say how to get more. */
export function NoLabelsNote() {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <Tags className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p>
        There are no label prefixes yet, so rows and columns can only be Role. Create labels written
        as <code>prefix:value</code> (say <code>Dept:HR</code> and <code>Dept:Finance</code>) on the{" "}
        <Link to="/labels" className="font-medium text-primary hover:underline">
          Labels
        </Link>{" "}
        page and put them on processes; each prefix then becomes a row or column here.
      </p>
    </div>
  );
}
