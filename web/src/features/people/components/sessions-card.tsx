import { LogOut, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { DataTablePagination } from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Loading, LoadFailure } from "@/components/load-state";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";
import {
  SESSIONS_PAGE_SIZE,
  type SignInSession,
  useEndOtherSessions,
  useEndSession,
  useMySessions,
} from "../api/my-sessions";
import { deviceLabel } from "./device-label";

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });
const formatWhen = (iso: string) => when.format(new Date(iso));

/** What the confirm dialog is about to do, if anything. */
type Pending = { kind: "one"; session: SignInSession } | { kind: "others" } | { kind: "me" };

/**
 * The signed-in person's sign-in sessions (browsers and devices), most recently used
 * first: when each started and was last used, from where, on what. Any other session can
 * be ended, or all of them at once; this browser's own is ended by signing out.
 */
export function SessionsCard({ className }: { className?: string }) {
  const [page, setPage] = useState(1);
  const sessions = useMySessions(page);
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const { signOut } = useSession();
  const [pending, setPending] = useState<Pending | null>(null);
  const data = sessions.data;
  // The list always holds this browser's session (the API answers only a live one).
  const others = data ? Math.max(0, data.totalCount - 1) : 0;

  async function confirm() {
    if (!pending) return;
    if (pending.kind === "me") {
      await signOut();
      return;
    }
    if (pending.kind === "one") {
      await endOne.mutateAsync(pending.session.id);
      notifySuccess(`The session on ${deviceLabel(pending.session.userAgent)} was ended`);
    } else {
      const n = await endOthers.mutateAsync();
      notifySuccess(n === 1 ? "1 other session was ended" : `${n} other sessions were ended`);
    }
    // The page may now be past the end.
    if (data && data.nodes.length === 1 && page > 1) setPage(page - 1);
  }

  return (
    <Card className={cn("gap-3", className)}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            Where you are signed in. End any session you do not recognise.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={!data || others === 0}
          onClick={() => setPending({ kind: "others" })}
        >
          <LogOut />
          End all other sessions
        </Button>
      </CardHeader>
      {data ? (
        data.totalCount === 0 ? (
          <CardContent>
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No sessions
            </p>
          </CardContent>
        ) : (
          <div
            className={cn("transition-opacity", sessions.isPlaceholderData && "opacity-60")}
            aria-busy={sessions.isPlaceholderData}
          >
            <ul className="divide-y border-t" aria-label="Sessions">
              {data.nodes.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  onEnd={() =>
                    setPending(session.isCurrent ? { kind: "me" } : { kind: "one", session })
                  }
                />
              ))}
            </ul>
            {data.totalCount > SESSIONS_PAGE_SIZE ? (
              <div className="border-t">
                <DataTablePagination
                  page={page}
                  size={SESSIONS_PAGE_SIZE}
                  totalCount={data.totalCount}
                  onPageChange={setPage}
                />
              </div>
            ) : null}
          </div>
        )
      ) : sessions.isError ? (
        <CardContent>
          <LoadFailure error={sessions.error} onRetry={() => void sessions.refetch()} />
        </CardContent>
      ) : (
        <Loading label="Loading sessions" />
      )}
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        {...dialogText(pending)}
        onConfirm={confirm}
      />
    </Card>
  );
}

function dialogText(pending: Pending | null) {
  switch (pending?.kind) {
    case "me":
      return {
        question: "Sign out of this browser?",
        detail: "This is the session you are using now. Your other sessions stay signed in.",
        confirmLabel: "Sign out",
      };
    case "others":
      return {
        question: "End all other sessions?",
        detail:
          "Every browser and device but this one is signed out at once and must sign in again.",
        confirmLabel: "End other sessions",
      };
    case "one":
      return {
        question: `End the session on ${deviceLabel(pending.session.userAgent)}?`,
        detail: "That browser or device is signed out at once and must sign in again.",
        confirmLabel: "End session",
      };
    default:
      return { question: "", confirmLabel: "" };
  }
}

function SessionRow({ session, onEnd }: { session: SignInSession; onEnd: () => void }) {
  const device = deviceLabel(session.userAgent);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-6 py-3">
      <MonitorSmartphone className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span title={session.userAgent ?? undefined}>{device}</span>
          {session.isCurrent ? <Badge>This browser</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ip ?? "Unknown address"} · Last used {formatWhen(session.lastUsedAt)} · Signed in{" "}
          {formatWhen(session.createdAt)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onEnd}
        aria-label={session.isCurrent ? "Sign out of this browser" : `End session on ${device}`}
      >
        {session.isCurrent ? "Sign out" : "End"}
      </Button>
    </li>
  );
}
