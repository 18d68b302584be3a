import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { BusyButton } from "@/components/busy-button";
import { TwoFactorCodeForm } from "@/components/two-factor-code-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import {
  confirmEnrollment,
  type Enrollment,
  myFactorsKey,
  startEnrollment,
  turnOffTwoFactor,
  useMyTwoFactor,
} from "../api/two-factor";

function authMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === "mfa_verification_failed") {
    return "That code is not right. Enter the code your authenticator app shows now.";
  }
  if (code === "insufficient_aal") {
    return "Sign out and sign in again with your code, then turn two-factor off.";
  }
  return errorMessage(error);
}

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}

/**
 * The signed-in person's two-factor sign-in, on their own profile: turn it on (scan the
 * QR code or type the key into an authenticator app, then confirm with its first code)
 * or off. Everything goes through supabase-js's auth.mfa.
 */
export function TwoFactorCard() {
  const client = useQueryClient();
  const state = useMyTwoFactor();
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function refresh() {
    await client.invalidateQueries({ queryKey: myFactorsKey });
  }

  async function turnOn() {
    setProblem(null);
    setStarting(true);
    try {
      setEnrollment(await startEnrollment(state.data?.unverifiedIds ?? []));
    } catch (error) {
      setProblem(authMessage(error));
    } finally {
      setStarting(false);
    }
  }

  async function confirm(code: string) {
    if (!enrollment) return;
    setProblem(null);
    try {
      await confirmEnrollment(enrollment.factorId, code);
    } catch (error) {
      setProblem(authMessage(error));
      return;
    }
    setEnrollment(null);
    notifySuccess("Two-factor sign-in is on");
    await refresh();
  }

  async function turnOff(factorId: string) {
    setProblem(null);
    setTurningOff(true);
    try {
      await turnOffTwoFactor(factorId);
      setConfirmingOff(false);
      notifySuccess("Two-factor sign-in is off");
      await refresh();
    } catch (error) {
      setProblem(authMessage(error));
    } finally {
      setTurningOff(false);
    }
  }

  let body: React.ReactNode;
  if (state.isPending) {
    body = (
      <div className="flex justify-center py-4">
        <Spinner className="size-5" label="Loading two-factor sign-in" />
      </div>
    );
  } else if (state.isError) {
    body = (
      <div className="grid gap-3">
        <Problem>{errorMessage(state.error)}</Problem>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void state.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  } else if (enrollment) {
    body = (
      <div className="grid gap-4">
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          <li>Scan this QR code with an authenticator app on your phone.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <img
          src={enrollment.qrCode}
          alt="QR code to scan with your authenticator app"
          className="size-44 justify-self-center rounded-md border bg-white p-1"
        />
        <p className="text-sm text-muted-foreground">
          Cannot scan it? Enter this key in the app:{" "}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all text-foreground">
            {enrollment.secret}
          </code>
        </p>
        {problem ? <Problem>{problem}</Problem> : null}
        <TwoFactorCodeForm
          onSubmit={confirm}
          submitLabel="Turn on"
          onCancel={() => {
            setEnrollment(null);
            setProblem(null);
            void refresh();
          }}
        />
      </div>
    );
  } else if (state.data.verified) {
    const factorId = state.data.verified.id;
    body = (
      <div className="grid gap-3">
        <p className="flex items-center gap-2 text-sm">
          <ShieldCheck className="size-4 text-success" aria-hidden />
          On since {new Date(state.data.verified.since).toLocaleDateString()}. Signing in asks for a
          code from your authenticator app.
        </p>
        {problem ? <Problem>{problem}</Problem> : null}
        {confirmingOff ? (
          <div className="grid gap-2 rounded-md border p-3">
            <p className="text-sm">
              Turn off two-factor? Signing in will ask for your password only.
            </p>
            <div className="flex gap-2">
              <BusyButton
                variant="destructive"
                busy={turningOff}
                onClick={() => void turnOff(factorId)}
              >
                Turn off
              </BusyButton>
              <Button
                variant="outline"
                disabled={turningOff}
                onClick={() => setConfirmingOff(false)}
              >
                Keep it on
              </Button>
            </div>
          </div>
        ) : (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => setConfirmingOff(true)}
          >
            Turn off two-factor
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Off. With it on, signing in also asks for a code from an authenticator app on your phone,
          so a password alone is not enough.
        </p>
        {problem ? <Problem>{problem}</Problem> : null}
        <BusyButton className="justify-self-start" busy={starting} onClick={() => void turnOn()}>
          Turn on two-factor
        </BusyButton>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>A code from your phone as well as your password.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
